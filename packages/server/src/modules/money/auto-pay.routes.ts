/** The customer's auto-pay setting (issue 20 §4); turning it on pays at once what the balance covers. */
import { autoPayAnswer } from '@amanati/shared/answers/auto-pay';
import { autoPaySchema } from '@amanati/shared/auto-pay';
import { tetriToLari } from '@amanati/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { autoPay } from './auto-pay.ts';
import { lockBalance } from './ledger.ts';

const tags = ['money'];

export function autoPayRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database' | 'notifier'>): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const schema = { tags, security: bearer, response: { 200: autoPayAnswer, ...errorResponses } };
  const { db } = ctx.database;

  r.get(
    '/api/money/auto-pay',
    { onRequest: auth, schema: { ...schema, description: 'Whether auto-pay is on, and the balance.' } },
    async (req) => {
      const [row] = await db
        .select({ enabled: accounts.autoPay, balance: accounts.balanceTetri })
        .from(accounts)
        .where(eq(accounts.id, currentAccount(req).id));
      return { success: true as const, enabled: row!.enabled, paid: 0, balance: tetriToLari(row!.balance) };
    },
  );

  r.put(
    '/api/money/auto-pay',
    {
      onRequest: auth,
      schema: {
        ...schema,
        description:
          'Turns auto-pay on or off: unpaid flights are paid from the balance, oldest first, as soon as it covers one whole. Turning it on pays at once what the balance covers (`paid`, lari).',
        body: autoPaySchema,
      },
    },
    async (req) => {
      const id = currentAccount(req).id;
      return db.transaction(async (tx) => {
        // The account locked first, as auto-pay does: a charge arriving meanwhile waits and sees the setting.
        const balance = await lockBalance(tx, id);
        await tx.update(accounts).set({ autoPay: req.body.enabled }).where(eq(accounts.id, id));
        const paid = req.body.enabled ? await autoPay(tx, id, ctx.notifier) : [];
        return {
          success: true as const,
          enabled: req.body.enabled,
          paid: tetriToLari(paid.reduce((sum, p) => sum + p.paidTetri, 0)),
          balance: tetriToLari(paid.at(-1)?.balanceTetri ?? balance),
        };
      });
    },
  );
}
