/** Staff routes of courier orders: list, assign, mark delivered (parcels obtained) or cancel. */
import { adminCourierOrderAnswer, adminCourierOrdersAnswer } from '@amanati/shared/answers/admin/people';
import { z } from 'zod';
import { courierAssignSchema, idParam } from '@amanati/shared/admin';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { CourierService } from './courier.service.ts';
import { toOrderWire } from './courier.wire.ts';

const doc = (description?: string) => staffDoc('courier', description);

export function courierAdminRoutes(r: StaffScope, courier: CourierService): void {
  const statuses = ['new', 'assigned', 'delivered', 'cancelled'] as const;

  r.get(
    '/courier-orders',
    {
      schema: {
        ...doc(),
        querystring: z.object({ status: z.enum(statuses).optional() }),
        response: answers(adminCourierOrdersAnswer),
      },
    },
    async (req) => {
      const rows = await courier.staffList(req.query.status);
      return {
        success: true as const,
        orders: rows.map((o) => ({
          ...toOrderWire(o.order),
          AXID: o.axid,
          courierName: o.order.courierName,
        })),
      };
    },
  );

  // The service writes the audit row inside the move's transaction.
  const move =
    (action: 'assign' | 'deliver' | 'cancel') => async (req: { params: { id: string }; body?: unknown }) => {
      const actor = currentAccount(req as never);
      const order =
        action === 'assign'
          ? await courier.assign(req.params.id, courierAssignSchema.parse(req.body).courierName, actor.id)
          : action === 'deliver'
            ? await courier.deliver(req.params.id, actor.id)
            : await courier.cancel(req.params.id, actor.id);
      return { success: true as const, order: toOrderWire(order) };
    };
  r.post(
    '/courier-orders/:id/assign',
    {
      schema: {
        ...doc(),
        params: idParam,
        body: courierAssignSchema,
        response: answers(adminCourierOrderAnswer),
      },
    },
    move('assign'),
  );
  r.post(
    '/courier-orders/:id/deliver',
    {
      schema: {
        ...doc('Delivered: its parcels become obtained.'),
        params: idParam,
        response: answers(adminCourierOrderAnswer),
      },
    },
    move('deliver'),
  );
  r.post(
    '/courier-orders/:id/cancel',
    { schema: { ...doc(), params: idParam, response: answers(adminCourierOrderAnswer) } },
    move('cancel'),
  );
}
