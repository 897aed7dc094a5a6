/** Courier order rows → the wire's `order` (spec §7 courier names). */
import type { CourierOrderWire } from '@amanati/shared/courier';
import { tetriToLariOrNull } from '@amanati/shared/money';
import type { CourierOrderRow } from './courier.repo.ts';

export const toOrderWire = (o: CourierOrderRow): CourierOrderWire => ({
  _id: o.id,
  number: o.number,
  status: o.status,
  ids: o.flightIds,
  sq1: o.thirdParty,
  region: o.region,
  city: o.city,
  address: o.address,
  name: o.name,
  phone: o.phone,
  branches: o.branch,
  weight: Number(o.weightKg),
  price: tetriToLariOrNull(o.priceTetri),
  createdAt: o.createdAt.toISOString(),
});
