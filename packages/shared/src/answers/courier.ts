/** Answers of the customer's courier routes (§7 `/api/courier/*`). */
import { z } from 'zod';
import { flightWire } from '../content.ts';
import { courierOrderWire } from '../courier.ts';
import { productWire } from '../parcels.ts';
import { okAnswer } from '../wire.ts';

/** A flight with parcels a courier can bring: their weight, how many, and whether they are paid. */
export const courierFlightWire = flightWire.extend({
  state: z.enum(['paid', 'unpaid']),
  weight: z.number(),
  parcels: z.number(),
});
export type CourierFlight = z.infer<typeof courierFlightWire>;
export const courierFlightsAnswer = okAnswer({ flightArray: z.array(courierFlightWire) });
export type CourierFlightsAnswer = z.infer<typeof courierFlightsAnswer>;
export const courierParcelsAnswer = okAnswer({ array: z.array(productWire), message: z.string() });
export type CourierParcelsAnswer = z.infer<typeof courierParcelsAnswer>;
export const courierOrderAnswer = okAnswer({ message: z.string(), order: courierOrderWire });
export type CourierOrderAnswer = z.infer<typeof courierOrderAnswer>;

/** Ours, not in §7: the customer's own courier orders, with how many parcels each takes. */
export const customerCourierOrderWire = courierOrderWire.extend({ parcels: z.number().int() });
export type CustomerCourierOrder = z.infer<typeof customerCourierOrderWire>;
export const customerCourierOrdersAnswer = okAnswer({ orders: z.array(customerCourierOrderWire) });
export type CustomerCourierOrdersAnswer = z.infer<typeof customerCourierOrdersAnswer>;
