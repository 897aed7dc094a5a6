/** Parcel rows → the wire's `product` (spec §3 Parcel field names). */
import { tetriToLariOrNull } from '@amanati/shared/money';
import type { ProductWire } from '@amanati/shared/parcels';
import type { parcelEvents } from '../../db/schema/index.ts';
import type { ListedParcel, ParcelWithFlight } from './parcels.repo.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));

export function toProduct({ parcel: p, flightCode }: ParcelWithFlight<ListedParcel>): ProductWire {
  return {
    _id: p.id,
    productOrderId: p.tracking,
    productName: p.category,
    quantity: p.quantity,
    shop: p.shop,
    otherShop: p.otherShop,
    personalParcel: p.personal,
    senderName: p.senderName,
    senderCountryId: p.country,
    amount: num(p.amount),
    currency: p.currency,
    price: tetriToLariOrNull(p.priceTetri),
    branches: p.branch,
    flightId: flightCode,
    file: p.file,
    description: p.description,
    custom: p.custom,
    clearance: p.clearance,
    insured: p.insured,
    customsState: p.customsState,
    state: p.paid ? 'paid' : p.priceTetri !== null ? 'unpaid' : null,
    status: p.status,
    statusPage: p.status,
    weight: num(p.weightKg),
    labelPhoto: p.labelPhoto,
    createdAt: p.createdAt.toISOString(),
  };
}

export const toEvent = (e: typeof parcelEvents.$inferSelect) => ({
  kind: e.kind,
  at: e.at.toISOString(),
  place: e.place,
  data: e.data ?? null,
});
