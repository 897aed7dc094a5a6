/** The back office dashboard's figures (`/api/admin/dashboard`). */
import { z } from 'zod';
import { okAnswer } from '../../wire.ts';

export const dashboardAnswer = okAnswer({
  parcelsByStatusCountry: z.array(z.object({ status: z.string(), country: z.number(), count: z.number() })),
  openFlights: z.array(
    z.object({
      flightId: z.string(),
      code: z.string(),
      country: z.number(),
      parcels: z.number(),
      weightKg: z.number(),
    }),
  ),
  revenueByDay: z.array(z.object({ day: z.string(), lari: z.number() })),
  topupsByDay: z.array(z.object({ day: z.string(), lari: z.number() })),
  pageViewsByDay: z.array(z.object({ day: z.string(), views: z.number() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;
