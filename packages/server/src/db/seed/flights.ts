/**
 * Demo flights on the weekly schedule (China 3, Turkey 2, USA 2 a week): past ones with every date,
 * one in the air per country, upcoming ones.
 */
import type { CountryId } from '@amanati/shared/constants';

export interface DemoFlight {
  code: string;
  country: CountryId;
  flightNumber: string;
  remarkKey: string;
  departedAt: Date;
  estimatedAt: Date;
  endAt: Date | null;
  declarationDeadline: Date;
  updateStatus: boolean;
  tbilisi: boolean;
}

/** Departure weekdays (0 = Sunday) and the days a flight takes, per country. */
const SCHEDULE: Record<
  CountryId,
  { weekdays: number[]; days: number; prefix: string; flightNumber: string }
> = {
  1: { weekdays: [1, 3, 5], days: 6, prefix: 'CN', flightNumber: 'CZ6027' },
  2: { weekdays: [2, 5], days: 7, prefix: 'US', flightNumber: 'TK0012' },
  3: { weekdays: [2, 6], days: 2, prefix: 'TR', flightNumber: 'TK0378' },
};

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

export function demoFlights(now: Date, weeksBack = 8, weeksAhead = 2): DemoFlight[] {
  const out: DemoFlight[] = [];
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - weeksBack * 7 * DAY,
  );
  const end = now.getTime() + weeksAhead * 7 * DAY;
  for (let t = start.getTime(), i = 0; t <= end; t += DAY, i++) {
    const day = new Date(t);
    for (const country of [1, 2, 3] as CountryId[]) {
      const s = SCHEDULE[country];
      if (!s.weekdays.includes(day.getUTCDay())) continue;
      const startdAt = new Date(t + 8 * 60 * 60 * 1000); // 12:00 in Tbilisi
      const estimatedAt = new Date(startdAt.getTime() + s.days * DAY);
      // Some flights land a few days early, most on time; only those whose estimate has passed have landed.
      const early = (i * 7 + country) % 5 === 0 ? Math.min(1 + ((i + country) % 3), s.days - 1) : 0;
      const landedAt = new Date(estimatedAt.getTime() - early * DAY);
      const landed = landedAt.getTime() < now.getTime();
      const departed = startdAt.getTime() < now.getTime();
      const deadline = new Date(startdAt.getTime() + 3 * DAY);
      out.push({
        code: `${s.prefix}-${String(day.getUTCFullYear()).slice(2)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`,
        country,
        flightNumber: s.flightNumber,
        remarkKey: landed ? 'ready_for_pickup' : departed ? 'in_transit' : 'on_schedule',
        departedAt: startdAt,
        estimatedAt,
        endAt: landed ? landedAt : null,
        declarationDeadline: deadline,
        updateStatus: deadline.getTime() > now.getTime(),
        tbilisi: country !== 3 || i % 2 === 0,
      });
    }
  }
  return out;
}
