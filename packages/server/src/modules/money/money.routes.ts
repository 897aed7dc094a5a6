/** Debt, invoices and paying from the balance (spec §7), and the auto-pay setting (issue 20 §4). */
import { debtAnswer, invoiceAnswer, payAnswer } from '@amanati/shared/answers/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PARCEL_STATUSES } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { debtTetri } from './debt.ts';
import { tetriToLari } from '@amanati/shared/money';
import type { AppContext } from '../../context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { autoPayRoutes } from './auto-pay.routes.ts';
import type { InvoicesService } from './invoices.service.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['money'];

export function moneyRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database' | 'notifier'>,
  invoices: InvoicesService,
  payments: PaymentsService,
): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const secured = { tags, security: bearer };
  autoPayRoutes(app, ctx);

  r.get(
    '/api/product/debtSum',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: 'Unpaid charges in lari.',
        response: { 200: debtAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      deptSum: tetriToLari(await debtTetri(ctx.database.db, currentAccount(req).id)),
    }),
  );

  r.get(
    '/api/invoice/get/:flightId/:branch?',
    {
      onRequest: auth,
      serializerCompiler: fastSerializerCompiler,
      schema: {
        ...secured,
        description:
          "The customer's invoice for a flight (by its flight id, e.g. CN-261121); `branch` narrows it to one branch.",
        params: z.object({ flightId: z.string().max(40), branch: z.string().max(40).optional() }),
        response: { 200: invoiceAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await invoices.get(currentAccount(req).id, req.params.flightId, req.params.branch)),
    }),
  );

  r.post(
    '/api/payment/payall',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'No body: pays every unpaid charge (an optional `status` narrows it to one tab). All or nothing.',
        body: z
          .object({ status: z.enum(PARCEL_STATUSES, MSG.invalidValue).optional() })
          .optional()
          .nullable(),
        response: { 200: payAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const result = await payments.pay(currentAccount(req).id, { status: req.body?.status });
      return {
        success: true as const,
        message: MSG.paymentSucceeded,
        paid: tetriToLari(result.paidTetri),
        balance: tetriToLari(result.balanceTetri),
      };
    },
  );

  r.post(
    '/api/payment/payFlightId',
    {
      onRequest: auth,
      schema: {
        ...secured,
        body: z.object({ flightId: z.string(MSG.required).min(1, MSG.required).max(40, MSG.notFound) }),
        response: { 200: payAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const result = await payments.pay(currentAccount(req).id, { flightCode: req.body.flightId });
      return {
        success: true as const,
        message: MSG.paymentSucceeded,
        paid: tetriToLari(result.paidTetri),
        balance: tetriToLari(result.balanceTetri),
      };
    },
  );
}
