/** Staff routes of the hand-over at a branch: find the customer, their arrived parcels, hand them over. */
import {
  handoverAnswer,
  handoverCustomersAnswer,
  handoverParcelsAnswer,
} from '@amanati/shared/answers/admin/parcels';
import { z } from 'zod';
import { handoverSchema, idParam } from '@amanati/shared/admin';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { HandoverService } from './handover.service.ts';
import { toProduct } from './parcels.wire.ts';

const doc = (description?: string) => staffDoc('handover', description);

export function handoverAdminRoutes(r: StaffScope, handover: HandoverService): void {
  r.get(
    '/handover/customers',
    {
      schema: {
        ...doc(
          'Find a customer by AXID, phone (spaces and +995 allowed), personal id, organisation id or part of an e-mail.',
        ),
        querystring: z.object({ q: z.string().trim().min(2).max(254) }),
        response: answers(handoverCustomersAnswer),
      },
    },
    async (req) => ({ success: true as const, customers: await handover.find(req.query.q) }),
  );
  r.get(
    '/handover/:id/parcels',
    {
      schema: {
        ...doc(),
        params: idParam,
        querystring: z.object({ branch: z.string().refine(isBranchCode, MSG.chooseBranch) }),
        response: answers(handoverParcelsAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      parcels: (await handover.arrived(req.params.id, req.query.branch)).map((p) => ({
        ...toProduct({ parcel: p.parcel, flightCode: p.flightCode, flightUpdateStatus: null }),
        courierOrder: p.courierOrderId
          ? { id: p.courierOrderId, number: p.courierOrderNumber!, status: p.courierOrderStatus }
          : null,
      })),
    }),
  );
  r.post(
    '/handover',
    {
      schema: {
        ...doc(
          'Only paid parcels of a customer whose balance is not below zero (409 product_unpaid, 409 balance_owed: storage fees to take at the counter first); an admin may override with a reason (audited). Only at a branch of the city the parcel’s flight went to (409 flight_not_for_this_branch, no override). Never a parcel in an open courier order (409 parcel_in_courier_order, no override): cancel the order first.',
        ),
        body: handoverSchema,
        response: answers(handoverAnswer),
      },
    },
    async (req) => ({ success: true as const, ...(await handover.handOver(req.body, currentAccount(req))) }),
  );
}
