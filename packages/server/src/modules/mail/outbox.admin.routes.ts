/** Staff routes of mail: the outbox (no bodies: reset mails carry sign-in links). */
import { outboxAnswer } from '@amanati/shared/answers/admin/people';
import { outboxQuery } from '@amanati/shared/admin-content';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { OutboxList } from './outbox-list.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function outboxAdminRoutes(r: StaffScope, outbox: OutboxList): void {
  r.get(
    '/outbox',
    {
      schema: {
        ...staffDoc('payments', 'Mails in the outbox (no bodies), newest first.'),
        querystring: outboxQuery,
        response: answers(outboxAnswer),
      },
    },
    async (req) => {
      const { rows, count } = await outbox.list(req.query.status, req.query);
      return {
        success: true as const,
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
}
