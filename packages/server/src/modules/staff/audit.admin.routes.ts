/** Staff routes of the audit log (admins only): who did what, when. */
import { auditAnswer } from '@amanati/shared/answers/admin/people';
import { auditQuery } from '@amanati/shared/admin-content';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { AuditLogService } from './audit-log.service.ts';

export function auditAdminRoutes(r: StaffScope, auditLog: AuditLogService): void {
  r.get(
    '/audit',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'audit',
          'Admin only. Every staff action: who (actor AXID and e-mail), what, when. `actor` takes an AXID, e-mail or id.',
        ),
        querystring: auditQuery,
        response: answers(auditAnswer),
      },
    },
    async (req) => {
      const { rows, count } = await auditLog.list(req.query, req.query);
      return {
        success: true as const,
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
