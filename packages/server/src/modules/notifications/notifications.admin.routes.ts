/** Staff routes of notifications: write one to a customer, or to every customer. */
import { notificationSentAnswer } from '@amanati/shared/answers/admin/people';
import { adminNotificationSchema } from '@amanati/shared/admin-content';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { StaffMessages } from './staff-messages.service.ts';

export function notificationsAdminRoutes(r: StaffScope, messages: StaffMessages): void {
  r.post(
    '/notifications',
    {
      schema: {
        ...staffDoc(
          'notifications',
          'To one customer (accountId or axid), or to every customer when neither is given. Texts in ka, en and ru.',
        ),
        body: adminNotificationSchema,
        response: answers(notificationSentAnswer),
      },
    },
    async (req) => {
      const sent = await messages.send(req.body, currentAccount(req).id);
      return { success: true as const, notificationId: sent.id, AXID: sent.to, broadcast: sent.to === null };
    },
  );
}
