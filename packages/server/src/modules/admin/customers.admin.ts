/** Customers in the back office: search, profile, and the manual ledger adjustment (admin only). */
import type { FastifyInstance } from 'fastify';
import { adjustmentSchema, idParam } from '@amanati/shared/admin';
import { customerSearchQuery } from '@amanati/shared/admin-content';
import type { AppContext } from '../../context.ts';
import { typed } from '../../lib/http.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { tetriToLari, toCandidate } from '../accounts/candidate.ts';
import { toOrderWire } from '../courier/courier.routes.ts';
import { toProduct } from '../parcels/parcels.wire.ts';
import { adminOnly, type SchemaOf } from './admin-kit.ts';
import { createCustomersAdmin } from './customers.admin.service.ts';

export function customersAdmin(scope: FastifyInstance, ctx: AppContext, s: SchemaOf): void {
  const r = typed(scope);
  const customers = createCustomersAdmin(ctx);

  r.get(
    '/customers',
    {
      schema: {
        ...s('customers', 'Customers by AXID, e-mail, phone, personal id or name; balance and debt in lari.'),
        querystring: customerSearchQuery,
      },
    },
    async (req) => {
      const found = await customers.search(req.query.q, req.query.skip, req.query.limit);
      return {
        success: true,
        count: found.count,
        customers: found.rows.map(({ account: a, debtTetri }) => ({
          _id: a.id,
          AXID: a.axid,
          email: a.email,
          phone: a.phone,
          type: a.type,
          nameKa: a.nameKa,
          lastNameKa: a.lastNameKa,
          nameEn: a.nameEn,
          lastNameEn: a.lastNameEn,
          LTDName: a.ltdName,
          passportId: a.passportId ?? '',
          orgId: a.orgId ?? '',
          branch: a.branchCode,
          balance: tetriToLari(a.balanceTetri),
          deptSum: tetriToLari(debtTetri),
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  );

  r.get(
    '/customers/:id',
    {
      schema: {
        ...s('customers', 'The candidate, the latest 200 parcels and ledger rows, and courier orders.'),
        params: idParam,
      },
    },
    async (req) => {
      const p = await customers.profile(req.params.id);
      return {
        success: true,
        candidate: toCandidate(p.account, p.debtTetri),
        products: p.parcels.map((row) => ({
          ...toProduct({ parcel: row.parcel, flightCode: row.flightCode, flightUpdateStatus: null }),
          paid: row.parcel.paid,
        })),
        ledger: p.ledger.map(({ entry: e, actorAxid }) => ({
          _id: e.id,
          kind: e.kind,
          amount: tetriToLari(e.amountTetri),
          ref: e.ref,
          reason: e.reason,
          actorAXID: actorAxid,
          createdAt: e.createdAt.toISOString(),
        })),
        courierOrders: p.orders.map((o) => ({ ...toOrderWire(o), courierName: o.courierName })),
      };
    },
  );

  r.post(
    '/customers/:id/adjust',
    {
      onRequest: adminOnly,
      schema: {
        ...s(
          'customers',
          'Admin only. A signed amount in tetri with a reason, as a ledger row; 409 balance_would_be_negative when it would go below 0.',
        ),
        params: idParam,
        body: adjustmentSchema,
      },
    },
    async (req) => {
      const done = await customers.adjust(req.params.id, req.body, currentAccount(req).id);
      return { success: true, ledgerId: done.ledgerId, balance: tetriToLari(done.balanceTetri) };
    },
  );
}
