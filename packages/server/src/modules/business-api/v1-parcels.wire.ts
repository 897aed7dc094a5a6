/** Parcel rows → `/api/v1`'s parcel (clean names, ISO countries, money as decimal strings). */
import { COUNTRY_ISO, type V1Parcel } from '@amanati/shared/business-api-v1';
import type { CategoryCode } from '@amanati/shared/categories';
import { isCountryId } from '@amanati/shared/constants';
import { tetriToLari } from '@amanati/shared/money';
import type { parcels } from '../../db/schema/index.ts';

type ParcelRow = typeof parcels.$inferSelect;

export const gel = (tetri: number) => ({ amount: tetriToLari(tetri).toFixed(2), currency: 'GEL' });

export function toV1Parcel(p: ParcelRow, flightCode: string | null): V1Parcel {
  return {
    id: p.id,
    tracking: p.tracking,
    status: p.status,
    country: isCountryId(p.country) ? COUNTRY_ISO[p.country] : 'CN',
    category: p.category as CategoryCode | null,
    quantity: p.quantity,
    value: p.amount !== null && p.currency ? { amount: p.amount, currency: p.currency } : null,
    shop: p.shop,
    otherShop: p.otherShop,
    personal: p.personal,
    senderName: p.senderName,
    branch: p.branch,
    description: p.description,
    weightKg: p.weightKg,
    charge: p.priceTetri === null ? null : gel(p.priceTetri),
    paid: p.paid,
    flight: flightCode,
    customs: {
      needsClearance: p.custom,
      clearanceRequested: p.clearance,
      state: p.customsState,
      hasInvoice: p.file !== null,
    },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
