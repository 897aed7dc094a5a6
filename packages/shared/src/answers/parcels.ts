/** Answers of the customer's parcel routes (§7 `/api/product/*`). */
import { z } from 'zod';
import { flightWire } from '../content.ts';
import { parcelEventWire, productWire } from '../parcels.ts';
import { okAnswer } from '../wire.ts';

/** A declaration saved: the parcel, whether it needs customs, and the customer's parcels that do (§7). */
export const declarationAnswer = okAnswer({
  message: z.string(),
  product: productWire,
  custom: z.boolean(),
  customArray: z.array(z.string()),
});
export type DeclarationAnswer = z.infer<typeof declarationAnswer>;

const listShape = {
  products: z.array(productWire),
  productsCount: z.number(),
  productsCountChina: z.number(),
  productsCountUsa: z.number(),
  productsCountTurkey: z.number(),
  productsCountGrecee: z.number(),
  newArr: z.array(z.object({ countryId: z.number(), products: z.array(productWire) })),
};

/** One page of a tab, with the tab's counts per country. */
export const parcelListAnswer = okAnswer(listShape);
export type ParcelListAnswer = z.infer<typeof parcelListAnswer>;

/**
 * A flight of the customer's parcels, with whether they still owe for it, the weight of their parcels on
 * it (kg) and what is left to pay for it (lari, what paying the flight takes; 0 once paid).
 */
export const accountFlightWire = flightWire.extend({
  state: z.enum(['paid', 'unpaid']),
  weight: z.number(),
  toPay: z.number(),
});
export type AccountFlight = z.infer<typeof accountFlightWire>;

/** A page of a tab that travels (sent, arrived, obtained), with the flights of its parcels. */
export const parcelListWithFlightsAnswer = okAnswer({ ...listShape, flights: z.array(accountFlightWire) });
export type ParcelListWithFlightsAnswer = z.infer<typeof parcelListWithFlightsAnswer>;

export const parcelDetailAnswer = okAnswer({
  product: productWire.extend({ events: z.array(parcelEventWire) }),
});
export type ParcelDetail = z.infer<typeof parcelDetailAnswer>['product'];
