/** Staff routes of delivery: the outbox of every channel (no e-mail bodies), and "send again". */
import { outboxAnswer } from '@amanati/shared/answers/admin/people';
import { outboxQuery } from '@amanati/shared/admin-content';
import { okAnswer } from '@amanati/shared/wire';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppContext } from '../../context.ts';
import { idParam } from '@amanati/shared/admin';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { OutboxList } from './outbox-list.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function outboxAdminRoutes(r: StaffScope, list: OutboxList, ctx: AppContext): void {
  r.get(
    '/outbox',
    {
      schema: {
        ...staffDoc(
          'payments',
          'Messages of every channel (e-mail, SMS, push), newest first, filterable by channel, status, customer (AXID) and notification. No e-mail bodies (reset links); SMS and push texts except one-time codes.',
        ),
        querystring: outboxQuery,
        response: answers(outboxAnswer),
      },
    },
    async (req) => {
      const { rows, count } = await list.list(req.query, req.query);
      return {
        success: true as const,
        count,
        mails: rows.map((m) => ({
          _id: m.id,
          channel: m.channel,
          to: m.to,
          AXID: m.axid,
          notificationId: m.notificationId,
          subject: m.subject,
          text: m.text,
          kind: m.kind,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          dueAt: m.dueAt.toISOString(),
          providerRef: m.providerRef,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        })),
      };
    },
  );
  r.post(
    '/outbox/:id/resend',
    {
      schema: {
        ...staffDoc(
          'payments',
          'Audited (`outbox.resent`). Puts a sent, failed or gone message back in the queue, due now (a channel without a sender keeps it). 404 for an unknown message or one still waiting.',
        ),
        params: idParam,
        response: answers(okAnswer({})),
      },
    },
    async (req) => {
      if (!(await ctx.outbox.resend(req.params.id))) throw notFound();
      await audit(ctx.database.db, currentAccount(req).id, 'outbox.resent', 'outbox', req.params.id);
      return { success: true as const };
    },
  );
}
