/** Answers of the back office's flight routes (`/api/admin/flights*`). */
import { z } from 'zod';
import { flightWire } from '../../content.ts';
import { MSG } from '../../messages.ts';
import { okAnswer } from '../../wire.ts';

/** A flight as staff see it: the public shape, its remark key, and what it carries when listed. */
export const staffFlightWire = flightWire.extend({
  remarkKey: z.string().nullable(),
  parcels: z.number().optional(),
  weightKg: z.number().optional(),
});
export type StaffFlight = z.infer<typeof staffFlightWire>;

export const flightsAnswer = okAnswer({ flights: z.array(staffFlightWire) });
export const flightAnswer = okAnswer({ flight: staffFlightWire });
export type FlightsAnswer = z.infer<typeof flightsAnswer>;
export type FlightAnswer = z.infer<typeof flightAnswer>;

/** Why a parcel could not be put on a flight. */
export const REFUSAL_REASONS = [
  'not_found',
  'not_in_stock',
  'wrong_country',
  'not_weighed',
  'no_customer',
  MSG.flightToAnotherCity,
  // Weight disputes (issue 21 §2): held until staff re-weigh the parcel and answer.
  MSG.parcelDisputed,
  // The customs gate (issue 16 §4): an operator may let these through with a written reason.
  MSG.parcelUndeclared,
  MSG.customsInvoiceMissing,
  MSG.taxNumberMissing,
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const addParcelsAnswer = okAnswer({
  added: z.number(),
  refused: z.array(z.object({ tracking: z.string(), reason: z.enum(REFUSAL_REASONS) })),
  /** Parcels let through the customs gate by the operator's override. */
  overridden: z.number().optional(),
  flight: z.string(),
});
export type AddParcelsAnswer = z.infer<typeof addParcelsAnswer>;

export const arriveAnswer = okAnswer({ flight: z.string(), parcels: z.number(), customers: z.number() });
export type ArriveAnswer = z.infer<typeof arriveAnswer>;

/** A manifest file (CSV or XLSX) as the answer's body. */
export const fileAnswer = z.string();
