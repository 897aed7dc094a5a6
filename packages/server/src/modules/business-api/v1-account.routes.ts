/** `/api/v1/account` (scope `account:read`): who the key acts for and their money. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { tetriToLari } from '@amanati/shared/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import { typed } from '../../lib/http.ts';
import { debtTetri } from '../money/debt.ts';
import { apiCaller, needs, v1Route } from './v1.ts';

export const v1AccountAnswer = z.object({
  id: z.string(),
  axid: z.string(),
  email: z.string(),
  type: z.enum(['individual', 'organisation']),
  name: z.string(),
  balance: z.object({ amount: z.string(), currency: z.literal('GEL') }),
  debt: z.object({ amount: z.string(), currency: z.literal('GEL') }),
});

const gel = (tetri: number) => ({ amount: tetriToLari(tetri).toFixed(2), currency: 'GEL' as const });

export function v1AccountRoutes(v1: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const r = typed(v1);
  r.get(
    '/account',
    {
      onRequest: needs('account:read'),
      schema: {
        ...v1Route('The account the key acts for'),
        description: 'Its balance and what it owes (lari, as decimal strings).',
        response: { 200: v1AccountAnswer },
      },
    },
    async (req) => {
      const { accountId } = apiCaller(req);
      const [a] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, accountId));
      if (!a) throw unauthorized();
      return {
        id: a.id,
        axid: a.axid,
        email: a.email,
        type: a.type === 2 ? ('organisation' as const) : ('individual' as const),
        name: a.type === 2 && a.ltdNameEn ? a.ltdNameEn : `${a.nameEn} ${a.lastNameEn}`.trim(),
        balance: gel(a.balanceTetri),
        debt: gel(await debtTetri(ctx.database.db, accountId)),
      };
    },
  );
}
