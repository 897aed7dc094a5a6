/** Back office (admins): the bill-pay channels — make one (its secret shown once), list them, revoke one. */
import { billPayChannelCreatedAnswer, billPayChannelsAnswer } from '@amanati/shared/answers/bill-pay';
import { idParam } from '@amanati/shared/admin';
import { createBillPayChannelSchema } from '@amanati/shared/bill-pay';
import { okAnswer } from '@amanati/shared/wire';
import { currentAccount } from '../../plugins/auth.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { BillPayChannels } from './channels.service.ts';

const doc = (description: string) => staffDoc('bill-pay', description);

export function channelsAdminRoutes(r: StaffScope, channels: BillPayChannels): void {
  r.get(
    '/billpay/channels',
    {
      config: ADMIN_ONLY,
      schema: {
        ...doc('The payment channels, newest first, revoked ones included.'),
        response: answers(billPayChannelsAnswer),
      },
    },
    async () => ({ success: true as const, channels: await channels.list() }),
  );
  r.post(
    '/billpay/channels',
    {
      config: ADMIN_ONLY,
      schema: {
        ...doc(
          'Makes a channel: its login and the addresses it calls from (required in production). The answer carries the secret, the only time it is shown.',
        ),
        body: createBillPayChannelSchema,
        response: answers(billPayChannelCreatedAnswer),
      },
    },
    async (req) => ({ success: true as const, ...(await channels.create(req.body, currentAccount(req).id)) }),
  );
  r.post(
    '/billpay/channels/:id/revoke',
    {
      config: ADMIN_ONLY,
      schema: {
        ...doc('Revokes a channel: its next call is refused, on every instance.'),
        params: idParam,
        response: answers(okAnswer({})),
      },
    },
    async (req) => {
      await channels.revoke(req.params.id, currentAccount(req).id);
      return { success: true as const };
    },
  );
}
