/** Courier orders in the back office: list, assign, mark delivered (parcels obtained) or cancel. */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { courierAssignSchema, idParam } from '@amanati/shared/admin';
import type { AppContext } from '../../context.ts';
import { accounts, courierOrders } from '../../db/schema/index.ts';
import { typed } from '../../lib/http.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { CourierService } from '../courier/courier.service.ts';
import { toOrderWire } from '../courier/courier.routes.ts';

type SchemaOf = (tag: string, description?: string) => Record<string, unknown>;

export function courierOrdersAdmin(
  scope: FastifyInstance,
  ctx: AppContext,
  courier: CourierService,
  s: SchemaOf,
): void {
  const r = typed(scope);
  const { db } = ctx.database;
  const statuses = ['new', 'assigned', 'delivered', 'cancelled'] as const;

  r.get(
    '/courier-orders',
    { schema: { ...s('courier'), querystring: z.object({ status: z.enum(statuses).optional() }) } },
    async (req) => {
      const rows = await db
        .select({ order: courierOrders, axid: accounts.axid })
        .from(courierOrders)
        .innerJoin(accounts, eq(accounts.id, courierOrders.accountId))
        .where(req.query.status ? eq(courierOrders.status, req.query.status) : undefined)
        .orderBy(desc(courierOrders.createdAt))
        .limit(500);
      return {
        success: true,
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
      return { success: true, order: toOrderWire(order) };
    };
  r.post(
    '/courier-orders/:id/assign',
    { schema: { ...s('courier'), params: idParam, body: courierAssignSchema } },
    move('assign'),
  );
  r.post(
    '/courier-orders/:id/deliver',
    { schema: { ...s('courier', 'Delivered: its parcels become obtained.'), params: idParam } },
    move('deliver'),
  );
  r.post('/courier-orders/:id/cancel', { schema: { ...s('courier'), params: idParam } }, move('cancel'));
}
