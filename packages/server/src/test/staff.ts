/**
 * What the warehouse does to a parcel, for tests of the customer side before the back office exists:
 * weigh it, put it on a flight (charged through the money service), land the flight.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { flights, parcels } from '../db/schema/index.ts';
import { chargeParcel } from '../modules/money/charging.service.ts';

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

export async function shipParcel(
  database: Database,
  parcelId: string,
  flightId: string,
  weightKg: string,
  dims: { lengthCm?: number; widthCm?: number; heightCm?: number } = {},
) {
  return database.db.transaction(async (tx) => {
    await tx
      .update(parcels)
      .set({ weightKg, ...dims, status: 'sent', flightId })
      .where(eq(parcels.id, parcelId));
    return chargeParcel(tx, parcelId, null);
  });
}

export async function landFlight(database: Database, flightId: string) {
  await database.db.update(flights).set({ endAt: new Date() }).where(eq(flights.id, flightId));
  await database.db.update(parcels).set({ status: 'arrived' }).where(eq(parcels.flightId, flightId));
}
