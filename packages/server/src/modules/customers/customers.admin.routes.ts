/** Customers in the back office: search, profile, and the manual ledger adjustment (admin only). */
import {
  adjustAnswer,
  customerProfileAnswer,
  customersAnswer,
  organisationAnswer,
} from '@amanati/shared/answers/admin/people';
import { z } from 'zod';
import { adjustmentSchema, idParam, organisationVerificationSchema } from '@amanati/shared/admin';
import { customerSearchQuery } from '@amanati/shared/admin-content';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/http.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { sendStoredFile } from '../files/files.routes.ts';
import { MAX_ADJUSTMENT_TETRI, MAX_BALANCE_TETRI, tetriToLari } from '@amanati/shared/money';
import { toCandidate } from '../accounts/candidate.ts';
import { toOrderWire } from '../courier/courier.wire.ts';
import { toProduct } from '../parcels/parcels.wire.ts';
import { ADMIN_ONLY, answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { CustomersService } from './customers.service.ts';

const skip = z.coerce.number().int().min(0).max(1_000_000).default(0);
const limit = z.coerce.number().int().min(1).max(200).default(50);
/** The profile's two long lists page separately. */
export const profilePaging = z.object({
  parcelsSkip: skip,
  parcelsLimit: limit,
  ledgerSkip: skip,
  ledgerLimit: limit,
});

export function customersAdminRoutes(
  r: StaffScope,
  customers: CustomersService,
  ctx: Pick<AppContext, 'storage'>,
): void {
  r.get(
    '/customers',
    {
      schema: {
        ...staffDoc(
          'customers',
          'Customers by AXID, e-mail, phone, personal id or name; balance and debt in lari.',
        ),
        querystring: customerSearchQuery,
        response: answers(customersAnswer),
      },
    },
    async (req) => {
      const found = await customers.search(req.query.q, req.query.skip, req.query.limit);
      return {
        success: true as const,
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
          orgVerified: a.type === 2 ? a.orgVerifiedAt !== null : null,
        })),
      };
    },
  );

  r.get(
    '/customers/:id',
    {
      schema: {
        ...staffDoc(
          'customers',
          'The candidate; a page of parcels (newest first; `parcelsSkip`, `parcelsLimit`, total `productsCount`) and of ledger rows (`ledgerSkip`, `ledgerLimit`, total `ledgerCount`); the latest 200 courier orders.',
        ),
        params: idParam,
        querystring: profilePaging,
        response: answers(customerProfileAnswer),
      },
    },
    async (req) => {
      const p = await customers.profile(req.params.id, req.query);
      return {
        success: true as const,
        candidate: toCandidate(p.account, p.debtTetri),
        organisation: p.organisation,
        products: p.parcels.map((row) => ({
          ...toProduct({ parcel: row.parcel, flightCode: row.flightCode, flightUpdateStatus: null }),
          paid: row.parcel.paid,
        })),
        productsCount: p.parcelCount,
        ledger: p.ledger.map(({ entry: e, actorAxid }) => ({
          _id: e.id,
          kind: e.kind,
          amount: tetriToLari(e.amountTetri),
          ref: e.ref,
          reason: e.reason,
          actorAXID: actorAxid,
          createdAt: e.createdAt.toISOString(),
        })),
        ledgerCount: p.ledgerCount,
        courierOrders: p.orders.map((o) => ({ ...toOrderWire(o), courierName: o.courierName })),
      };
    },
  );

  r.post(
    '/customers/:id/adjust',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'customers',
          `Admin only. A signed amount in tetri (at most ${MAX_ADJUSTMENT_TETRI} either way, else 400 with \`errors.amountTetri: adjustment_too_large\`) with a reason, as a ledger row; 409 balance_would_be_negative when it would go below 0, 409 balance_too_large above ${MAX_BALANCE_TETRI} tetri.`,
        ),
        params: idParam,
        body: adjustmentSchema,
        response: answers(adjustAnswer),
      },
    },
    async (req) => {
      const done = await customers.adjust(req.params.id, req.body, currentAccount(req).id);
      return { success: true as const, ledgerId: done.ledgerId, balance: tetriToLari(done.balanceTetri) };
    },
  );
  r.get(
    '/customers/:id/registry',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'customers',
          "Admin only, audited (`customer.registry_viewed`). The organisation's registry extract as uploaded at sign-up (PDF, PNG or JPEG), with `nosniff` and a sandbox CSP; 404 when it has none. Never served anywhere else.",
        ),
        params: idParam,
        response: {
          200: {
            description: 'The file.',
            content: Object.fromEntries(
              ['application/pdf', 'image/png', 'image/jpeg'].map((type) => [type, { schema: z.string() }]),
            ),
          },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const name = await customers.registryExtract(req.params.id, currentAccount(req).id);
      return sendStoredFile(ctx, reply, 'registry', name);
    },
  );

  r.post(
    '/customers/:id/verification',
    {
      config: ADMIN_ONLY,
      schema: {
        ...staffDoc(
          'customers',
          'Admin only, audited (`customer.org_verified` / `customer.org_unverified`). Marks an organisation account (type 2) verified after its registry extract was checked, or takes it back; only a verified organisation is charged the organisation tariff. 409 not_an_organisation for an individual.',
        ),
        params: idParam,
        body: organisationVerificationSchema,
        response: answers(organisationAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      organisation: await customers.verifyOrganisation(
        req.params.id,
        req.body.verified,
        currentAccount(req).id,
      ),
    }),
  );
}
