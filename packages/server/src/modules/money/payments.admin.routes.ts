/** Staff routes of payments: card top-up orders and their states. */
import { paymentOrdersAnswer } from '@amanati/shared/answers/admin/people';
import { paymentOrdersQuery } from '@amanati/shared/admin-content';
import { tetriToLari } from '@amanati/shared/money';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { PaymentOrdersService } from './payment-orders.service.ts';

export function paymentsAdminRoutes(r: StaffScope, orders: PaymentOrdersService): void {
  r.get(
    '/payment-orders',
    {
      schema: {
        ...staffDoc('payments', 'Card top-up orders, newest first; amounts in lari.'),
        querystring: paymentOrdersQuery,
        response: answers(paymentOrdersAnswer),
      },
    },
    async (req) => {
      const { rows, count } = await orders.list(req.query.state, req.query);
      return {
        success: true as const,
        count,
        orders: rows.map(({ order: o, axid, email }) => ({
          _id: o.id,
          AXID: axid,
          email,
          amount: tetriToLari(o.amountTetri),
          state: o.state,
          trxId: o.trxId,
          gateway: o.gateway,
          result: o.result ?? null,
          createdAt: o.createdAt.toISOString(),
          updatedAt: o.updatedAt.toISOString(),
        })),
      };
    },
  );
}
