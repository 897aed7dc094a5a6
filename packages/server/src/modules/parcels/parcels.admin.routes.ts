/** Staff routes of parcels: the searchable list (with the owner's AXID and the paid flag). */
import { adminParcelsAnswer } from '@amanati/shared/answers/admin/parcels';
import { adminParcelsQuery } from '@amanati/shared/admin';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { ParcelSearch } from './parcel-search.ts';
import { toProduct } from './parcels.wire.ts';

export function parcelsAdminRoutes(r: StaffScope, search: ParcelSearch): void {
  r.get(
    '/parcels',
    {
      schema: {
        ...staffDoc(
          'parcels',
          'Parcels by status, country, flight, destination `city` (its branches, or no branch yet), or `q` (part of a tracking number, or the owner’s AXID); oldest first, with the owner’s AXID and weight.',
        ),
        querystring: adminParcelsQuery,
        response: answers(adminParcelsAnswer),
      },
    },
    async (req) => {
      const { rows, count: total } = await search.list(req.query);
      return {
        success: true as const,
        count: total,
        parcels: rows.map((row) => ({
          ...toProduct({ parcel: row.parcel, flightCode: row.flightCode, flightUpdateStatus: null }),
          AXID: row.axid,
          paid: row.parcel.paid,
        })),
      };
    },
  );
}
