/**
 * `/api/admin/*`: the provider's side. Every route checks the role on the server (no token 401,
 * a customer 403); admin-only routes check again. Every staff action is audited by its service.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  arriveSchema,
  flightInputSchema,
  flightParcelsSchema,
  flightPatchSchema,
  handoverSchema,
  idParam,
  intakeSchema,
  resolveUnidentifiedSchema,
} from '@amanati/shared/admin';
import { isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { bearer, typed } from '../../lib/http.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount, requireRole } from '../../plugins/auth.ts';
import type { CourierService } from '../courier/courier.service.ts';
import { toWireFlight } from '../content/content.wire.ts';
import { toProduct } from '../parcels/parcels.wire.ts';
import { createFlightsAdmin } from './flights.admin.service.ts';
import { createHandoverAdmin } from './handover.admin.service.ts';
import { createIntakeAdmin } from './intake.admin.service.ts';
import { declareAdminOnly, formBody } from './admin-kit.ts';
import { manifestCsv, manifestXlsx } from './manifest.ts';
import { courierOrdersAdmin } from './courier.admin.ts';
import { contentAdmin } from './content.admin.ts';
import { customersAdmin } from './customers.admin.ts';
import { newsAdmin } from './news.admin.ts';
import { notificationsAdmin } from './notifications.admin.ts';
import { paymentsAdmin } from './payments.admin.ts';
import { ratesAdmin } from './rates.admin.ts';
import { reportsAdmin } from './reports.admin.ts';
import { staffAdmin } from './staff.admin.ts';
import { parcelsAdmin } from './parcels.admin.ts';

export interface AdminDeps {
  courier: CourierService;
}

const staffFlight = (f: Parameters<typeof toWireFlight>[0]) => ({
  ...toWireFlight(f, null),
  remarkKey: f.remarkKey,
});

export async function adminRoutes(app: FastifyInstance, ctx: AppContext, deps: AdminDeps): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requireRole(app, ['operator', 'admin']));
      declareAdminOnly(scope);
      const r = typed(scope);
      const flights = createFlightsAdmin(ctx);
      const intake = createIntakeAdmin(ctx);
      const handover = createHandoverAdmin(ctx);
      const s = (tag: string, description?: string) => ({
        tags: [`admin: ${tag}`],
        security: bearer,
        ...(description ? { description } : {}),
      });

      // Flights
      r.get(
        '/flights',
        {
          schema: {
            ...s('flights'),
            querystring: z.object({
              status: z.enum(['open', 'all']).default('open'),
              country: z.coerce.number().int().min(1).max(3).optional(),
            }),
          },
        },
        async (req) => ({
          success: true,
          flights: (await flights.list(req.query.status, req.query.country)).map((f) => ({
            ...staffFlight(f.flight),
            parcels: f.parcels,
            weightKg: Number(f.weightKg),
          })),
        }),
      );
      r.post(
        '/flights',
        {
          schema: {
            ...s(
              'flights',
              'Declaration deadline defaults to 3 days after departure (null: none). `remarkKey` is a flight remark key (400 remark_unknown); `tbilisi`: its parcels go to the Tbilisi branches, else to Kutaisi.',
            ),
            body: flightInputSchema,
          },
        },
        async (req) => ({
          success: true,
          flight: staffFlight(await flights.create(req.body, currentAccount(req).id)),
        }),
      );
      r.get('/flights/:id', { schema: { ...s('flights'), params: idParam } }, async (req) => {
        const row = await flights.getCarrying(req.params.id);
        return {
          success: true,
          flight: { ...staffFlight(row.flight), parcels: row.parcels, weightKg: Number(row.weightKg) },
        };
      });
      r.patch(
        '/flights/:id',
        {
          schema: {
            ...s(
              'flights',
              'Only the fields given. A new departure carries the declaration deadline along (same distance) unless one is given; null clears it. `updateStatus: true` behind a passed deadline: 409 declaration_deadline_passed. `remarkKey` is a flight remark key (400 remark_unknown). `tbilisi` decides the branches that hand its parcels over.',
            ),
            params: idParam,
            body: flightPatchSchema,
          },
        },
        async (req) => ({
          success: true,
          flight: staffFlight(await flights.update(req.params.id, req.body, currentAccount(req).id)),
        }),
      );
      r.post(
        '/flights/:id/parcels',
        {
          schema: {
            ...s(
              'flights',
              'Puts stock parcels (by tracking number or id) on the flight: sent, charged, customers notified. Answers what was added and what was refused, and why (a parcel for a branch of the other city: flight_to_another_city).',
            ),
            params: idParam,
            body: flightParcelsSchema,
          },
        },
        async (req) => ({
          success: true,
          ...(await flights.addParcels(req.params.id, req.body, currentAccount(req).id)),
        }),
      );
      r.post(
        '/flights/:id/arrive',
        {
          schema: {
            ...s(
              'flights',
              'Sets endAt (default now; 400 arrival_before_departure / arrival_in_future); every parcel on it becomes arrived; customers notified.',
            ),
            params: idParam,
            body: arriveSchema.optional().nullable(),
          },
        },
        async (req) => ({
          success: true,
          ...(await flights.arrive(req.params.id, req.body?.endAt ?? new Date(), currentAccount(req).id)),
        }),
      );
      r.get(
        '/flights/:id/manifest.csv',
        { schema: { ...s('flights', 'Customs manifest (CSV).'), params: idParam } },
        async (req, reply) => {
          const flight = await flights.get(req.params.id);
          const rows = await flights.manifest(flight.id);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="manifest-${flight.code}.csv"`)
            .send(manifestCsv(rows));
        },
      );
      r.get(
        '/flights/:id/manifest.xlsx',
        { schema: { ...s('flights', 'Customs manifest (XLSX).'), params: idParam } },
        async (req, reply) => {
          const flight = await flights.get(req.params.id);
          const rows = await flights.manifest(flight.id);
          return reply
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="manifest-${flight.code}.xlsx"`)
            .send(await manifestXlsx(rows));
        },
      );

      // Warehouse intake
      r.get(
        '/intake/lookup',
        { schema: { ...s('intake'), querystring: z.object({ tracking: z.string().trim().min(1).max(40) }) } },
        async (req) => {
          const found = await intake.lookup(req.query.tracking);
          return {
            success: true,
            parcel: found
              ? {
                  ...toProduct({ parcel: found.parcel, flightCode: null, flightUpdateStatus: null }),
                  // Whose parcel it is: the label should carry the same AXID.
                  AXID: found.axid,
                }
              : null,
          };
        },
      );
      r.post(
        '/intake/receive',
        {
          schema: {
            ...s('intake', 'JSON, or form data with `file` (a photo of the label) and `inputs` (the JSON).'),
          },
          config: formBody(intakeSchema, 'A photo of the label (PNG or JPEG, judged by its bytes).'),
        },
        async (req) => {
          const multipart = req.isMultipart();
          const { file, inputs } = multipart
            ? await readFileAndInputs(req)
            : { file: undefined, inputs: req.body };
          const parsed = intakeSchema.safeParse(inputs);
          if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
          const result = await intake.receive(parsed.data, file, currentAccount(req).id);
          return {
            success: true,
            outcome: result.outcome,
            ...('parcel' in result && result.parcel
              ? { parcel: toProduct({ parcel: result.parcel, flightCode: null, flightUpdateStatus: null }) }
              : {}),
            ...('unidentified' in result ? { unidentified: result.unidentified } : {}),
          };
        },
      );
      r.get('/intake/unidentified', { schema: s('intake') }, async () => ({
        success: true,
        items: await intake.unidentified(),
      }));
      r.post(
        '/intake/unidentified/:id/resolve',
        {
          schema: {
            ...s(
              'intake',
              'Gives a queued parcel to the customer with this AXID, in stock, with the weight and sizes measured at intake; a `weightKg` given replaces the weight, and a parcel queued without one needs it (409 parcel_not_weighed).',
            ),
            params: idParam,
            body: resolveUnidentifiedSchema,
          },
        },
        async (req) => {
          const parcel = await intake.resolve(req.params.id, req.body, currentAccount(req).id);
          return { success: true, parcel: toProduct({ parcel, flightCode: null, flightUpdateStatus: null }) };
        },
      );

      // Handover at a branch
      r.get(
        '/handover/customers',
        {
          schema: {
            ...s(
              'handover',
              'Find a customer by AXID, phone (spaces and +995 allowed), personal id, organisation id or part of an e-mail.',
            ),
            querystring: z.object({ q: z.string().trim().min(2).max(254) }),
          },
        },
        async (req) => ({
          success: true,
          customers: await handover.find(req.query.q),
        }),
      );
      r.get(
        '/handover/:id/parcels',
        {
          schema: {
            ...s('handover'),
            params: idParam,
            querystring: z.object({ branch: z.string().refine(isBranchCode, MSG.chooseBranch) }),
          },
        },
        async (req) => ({
          success: true,
          parcels: (await handover.arrived(req.params.id, req.query.branch)).map((p) =>
            toProduct({ parcel: p.parcel, flightCode: p.flightCode, flightUpdateStatus: null }),
          ),
        }),
      );
      r.post(
        '/handover',
        {
          schema: {
            ...s(
              'handover',
              'Only paid parcels; an admin may override with a reason (audited). Only at a branch of the city the parcel’s flight went to (409 flight_not_for_this_branch, no override).',
            ),
            body: handoverSchema,
          },
        },
        async (req) => ({
          success: true,
          ...(await handover.handOver(req.body, currentAccount(req))),
        }),
      );

      courierOrdersAdmin(scope, ctx, deps.courier, s);
      // Further back-office groups register here: content, customers, payments, reports.
      customersAdmin(scope, ctx, s);
      staffAdmin(scope, ctx, s);
      newsAdmin(scope, ctx, s);
      contentAdmin(scope, ctx, s);
      ratesAdmin(scope, ctx, s, deps);
      notificationsAdmin(scope, ctx, s);
      paymentsAdmin(scope, ctx, s);
      reportsAdmin(scope, ctx, s);
      parcelsAdmin(scope, ctx, s);
    },
    { prefix: '/api/admin' },
  );
}
