/** The back office's customs queue (issue 16 §5): held groups, the assessed VAT and duty, clearing a group. */
import { adminCustomsGroupAnswer, adminCustomsQueueAnswer } from '@amanati/shared/answers/admin/customs';
import { idParam } from '@amanati/shared/admin';
import { customsAssessSchema, customsQueueQuery } from '@amanati/shared/customs-clearance';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import { toQueueWire, type ClearanceService } from './clearance.service.ts';

export function customsQueueAdminRoutes(r: StaffScope, clearance: ClearanceService): void {
  r.get(
    '/customs/queue',
    {
      schema: {
        ...staffDoc(
          'customs',
          'Groups on a customs hold, most recently changed first (at most 300): `state` open (held or receipt uploaded, the default), held, receipt or cleared. Each with the customer, its parcels, the state fee, VAT and duty (tetri) and the receipt (/uploads/receipts/:name).',
        ),
        querystring: customsQueueQuery,
        response: answers(adminCustomsQueueAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      groups: (await clearance.queue(req.query.state)).map(toQueueWire),
    }),
  );
  r.post(
    '/customs/queue/:id/assess',
    {
      schema: {
        ...staffDoc(
          'customs',
          'VAT and duty of the group of parcel `id` as customs assessed them, in lari; shared out over its parcels by declared value. Audited. 409 customs_not_held once cleared.',
        ),
        params: idParam,
        body: customsAssessSchema,
        response: answers(adminCustomsGroupAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      group: toQueueWire(await clearance.assess(req.params.id, req.body, currentAccount(req).id)),
    }),
  );
  r.post(
    '/customs/queue/:id/clear',
    {
      schema: {
        ...staffDoc(
          'customs',
          'Customs released the group of parcel `id`: it may be handed over. A group held for clearance needs its receipt first (409 customs_receipt_missing); an undeclared parcel is released as staff decided. Audited; the customer is notified.',
        ),
        params: idParam,
        response: answers(adminCustomsGroupAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      group: toQueueWire(await clearance.clear(req.params.id, currentAccount(req).id)),
    }),
  );
}
