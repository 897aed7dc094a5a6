/** Staff routes of payments: card top-up orders and their states, and the daily reconciliation. */
import { paymentOrdersAnswer } from '@amanati/shared/answers/admin/people';
import { reconciliationAnswer, reconciliationQuery } from '@amanati/shared/answers/admin/reconciliation';
import { paymentOrdersQuery } from '@amanati/shared/admin-content';
import { tetriToLari } from '@amanati/shared/money';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { PaymentOrdersService } from './payment-orders.service.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

export function paymentsAdminRoutes(
  r: StaffScope,
  orders: PaymentOrdersService,
  reconciliation: ReconciliationService,
): void {
  r.get(
    '/reconciliation',
    {
      schema: {
        ...staffDoc(
          'payments',
          'The day’s reconciliation (a Tbilisi day): per card gateway, bill-pay channel and counter method, the payments beside the ledger credits, with every difference (a payment without its credit, a credit without its payment, amounts that differ); lari.',
        ),
        querystring: reconciliationQuery,
        response: answers(reconciliationAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      date: req.query.date,
      providers: await reconciliation.day(req.query.date),
    }),
  );
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
          method: o.method,
          result: o.result ?? null,
          createdAt: o.createdAt.toISOString(),
          updatedAt: o.updatedAt.toISOString(),
        })),
      };
    },
  );
}
