/**
 * What the warehouse does to a parcel, for tests of the customer side before the back office exists:
 * weigh it, put it on a flight (charged through the money service), land the flight.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { flights, parcels } from '../db/schema/index.ts';
import { chargeParcel } from '../modules/money/charging.service.ts';
import { parcelLife } from '../modules/parcels/parcel-life.ts';

export async function createFlight(
  database: Database,
  country: number,
  code = `T-${Math.random().toString(36).slice(2, 10)}`,
) {
  const [row] = await database.db
    .insert(flights)
    .values({
      code,
      country,
      departedAt: new Date(),
      estimatedAt: new Date(Date.now() + 5 * 864e5),
      updateStatus: true,
    })
    .returning();
  return row!;
}

/** Received abroad with this weight (and sizes), then put on the flight and charged — as staff would. */
export async function shipParcel(
  database: Database,
  parcelId: string,
  flightId: string,
  weightKg: string,
  dims: { lengthCm?: number; widthCm?: number; heightCm?: number } = {},
) {
  return database.db.transaction(async (tx) => {
    const [parcel] = await tx.select().from(parcels).where(eq(parcels.id, parcelId));
    const [flight] = await tx.select().from(flights).where(eq(flights.id, flightId));
    const mark = { actorId: null };
    const { row } = await parcelLife.receive(tx, parcel!, { weightKg, ...dims }, mark);
    let result!: Awaited<ReturnType<typeof chargeParcel>>;
    await parcelLife.send(tx, flight!, [row], mark, async () => {
      result = await chargeParcel(tx, parcelId, null);
      return new Map([[parcelId, result.totalTetri]]);
    });
    return result;
  });
}

/** The flight lands: every parcel on it arrives. */
export async function landFlight(database: Database, flightId: string) {
  await database.db.transaction(async (tx) => {
    const [flight] = await tx
      .update(flights)
      .set({ endAt: new Date() })
      .where(eq(flights.id, flightId))
      .returning();
    await parcelLife.arrive(tx, flight!, { actorId: null });
  });
}

/** Arrived parcels handed over at a branch at `at` — as the counter would, without its payment checks. */
export async function handOverParcels(database: Database, parcelIds: string[], at = new Date()) {
  await database.db.transaction((tx) =>
    parcelLife.obtain(tx, parcelIds, { by: 'branch' }, { actorId: null, at }),
  );
}
