/** Staff routes of the branch counter: a customer's unpaid flights, taking a payment, its receipt, the cash report. */
import {
  cashReportAnswer,
  cashReportQuery,
  counterPaySchema,
  counterReceiptAnswer,
  counterUnpaidAnswer,
} from '@amanati/shared/answers/admin/counter';
import { idParam } from '@amanati/shared/admin';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { z } from 'zod';
import { okAnswer } from '@amanati/shared/wire';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { CounterService } from './counter.service.ts';

const doc = (description?: string) => staffDoc('counter', description);

export function counterAdminRoutes(r: StaffScope, counter: CounterService): void {
  r.get(
    '/counter/:id/unpaid',
    {
      schema: {
        ...doc('A customer’s unpaid flights (lari), and how many of each one’s parcels wait at `branch`.'),
        params: idParam,
        querystring: z.object({ branch: z.string().refine(isBranchCode, MSG.chooseBranch) }),
        response: answers(counterUnpaidAnswer),
      },
    },
    async (req) => ({ success: true as const, ...(await counter.unpaid(req.params.id, req.query.branch)) }),
  );
  r.post(
    '/counter/payments',
    {
      schema: {
        ...doc(
          'Takes a payment (cash or card terminal) for the chosen flights: credits the balance and pays them in one transaction. `amount` must be their unpaid total (409 counter_amount_changed); the same `idempotencyKey` answers the same receipt (`repeated: true`).',
        ),
        body: counterPaySchema,
        response: answers(okAnswer({ ...counterReceiptAnswer.shape, repeated: z.boolean() })),
      },
    },
    async (req) => ({ success: true as const, ...(await counter.pay(req.body, currentAccount(req).id)) }),
  );
  r.get(
    '/counter/payments/:id',
    { schema: { ...doc('A counter receipt.'), params: idParam, response: answers(counterReceiptAnswer) } },
    async (req) => ({ success: true as const, receipt: await counter.receipt(req.params.id) }),
  );
  r.get(
    '/cash-report',
    {
      schema: {
        ...doc(
          'Counter takings of a Tbilisi day per branch, staff member and method (lari). An operator sees only their own; an admin everyone’s.',
        ),
        querystring: cashReportQuery,
        response: answers(cashReportAnswer),
      },
    },
    async (req) => {
      const me = currentAccount(req);
      const own = me.role !== 'admin';
      return {
        success: true as const,
        scope: own ? ('own' as const) : ('all' as const),
        ...(await counter.cashReport(req.query.date, {
          branch: req.query.branch,
          staffId: own ? me.id : undefined,
        })),
      };
    },
  );
}
