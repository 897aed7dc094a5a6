/** Card payment orders and their states, the mail outbox, and the audit log (who did what, when). */
import type { FastifyInstance } from 'fastify';
import { auditQuery, outboxQuery, paymentOrdersQuery } from '@amanati/shared/admin-content';
import type { AppContext } from '../../context.ts';
import { typed } from '../../lib/http.ts';
import { tetriToLari } from '../accounts/candidate.ts';
import { ADMIN_ONLY, type SchemaOf } from './admin-kit.ts';
import { createPaymentsAdmin } from './payments.admin.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function paymentsAdmin(scope: FastifyInstance, ctx: AppContext, s: SchemaOf): void {
  const r = typed(scope);
  const payments = createPaymentsAdmin(ctx);

  r.get(
    '/payment-orders',
    {
      schema: {
        ...s('payments', 'Card top-up orders, newest first; amounts in lari.'),
        querystring: paymentOrdersQuery,
      },
    },
    async (req) => {
      const { rows, count } = await payments.orders(req.query.state, req.query);
      return {
        success: true,
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

  r.get(
    '/outbox',
    {
      schema: {
        ...s('payments', 'Mails in the outbox (no bodies), newest first.'),
        querystring: outboxQuery,
      },
    },
    async (req) => {
      const { rows, count } = await payments.outbox(req.query.status, req.query);
      return {
        success: true,
        count,
        mails: rows.map((m) => ({
          _id: m.id,
          to: m.to,
          subject: m.subject,
          kind: m.kind,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        })),
      };
    },
  );

  r.get(
    '/audit',
    {
      config: ADMIN_ONLY,
      schema: {
        ...s(
          'audit',
          'Admin only. Every staff action: who (actor AXID and e-mail), what, when. `actor` takes an AXID, e-mail or id.',
        ),
        querystring: auditQuery,
      },
    },
    async (req) => {
      const { rows, count } = await payments.audit(req.query, req.query);
      return {
        success: true,
        count,
        entries: rows.map(({ entry: e, axid, email }) => ({
          _id: e.id,
          action: e.action,
          entity: e.entity,
          entityId: e.entityId,
          data: e.data ?? null,
          at: e.at.toISOString(),
          actor: e.actorId ? { _id: e.actorId, AXID: axid, email } : null,
        })),
      };
    },
  );
}
