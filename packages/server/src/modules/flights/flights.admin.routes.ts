/** Staff routes of flights: list, create, edit, load parcels, land, customs manifests. */
import {
  addParcelsAnswer,
  arriveAnswer,
  flightAnswer,
  flightsAnswer,
} from '@amanati/shared/answers/admin/flights';
import { z } from 'zod';
import {
  arriveSchema,
  flightInputSchema,
  flightParcelsSchema,
  flightPatchSchema,
  idParam,
} from '@amanati/shared/admin';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, fileAnswers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import { toWireFlight } from '../content/content.wire.ts';
import type { FlightsService } from './flights.service.ts';
import { manifestCsv, manifestXlsx } from './manifest.ts';

const doc = (description?: string) => staffDoc('flights', description);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A flight as staff see it: the public wire shape plus its remark key. */
export const staffFlight = (f: Parameters<typeof toWireFlight>[0]) => ({
  ...toWireFlight(f, null),
  remarkKey: f.remarkKey,
});

export function flightsAdminRoutes(r: StaffScope, flights: FlightsService): void {
  r.get(
    '/flights',
    {
      schema: {
        ...doc(),
        response: answers(flightsAnswer),
        querystring: z.object({
          status: z.enum(['open', 'all']).default('open'),
          country: z.coerce.number().int().min(1).max(3).optional(),
        }),
      },
    },
    async (req) => ({
      success: true as const,
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
        ...doc(
          'Declaration deadline defaults to 3 days after departure (null: none). `remarkKey` is a flight remark key (400 remark_unknown); `tbilisi`: its parcels go to the Tbilisi branches, else to Kutaisi.',
        ),
        body: flightInputSchema,
        response: answers(flightAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      flight: staffFlight(await flights.create(req.body, currentAccount(req).id)),
    }),
  );
  r.get(
    '/flights/:id',
    { schema: { ...doc(), params: idParam, response: answers(flightAnswer) } },
    async (req) => {
      const row = await flights.getCarrying(req.params.id);
      return {
        success: true as const,
        flight: { ...staffFlight(row.flight), parcels: row.parcels, weightKg: Number(row.weightKg) },
      };
    },
  );
  r.patch(
    '/flights/:id',
    {
      schema: {
        ...doc(
          'Only the fields given. A new departure carries the declaration deadline along (same distance) unless one is given; null clears it. `updateStatus: true` behind a passed deadline: 409 declaration_deadline_passed. `remarkKey` is a flight remark key (400 remark_unknown). `tbilisi` decides the branches that hand its parcels over.',
        ),
        params: idParam,
        body: flightPatchSchema,
        response: answers(flightAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      flight: staffFlight(await flights.update(req.params.id, req.body, currentAccount(req).id)),
    }),
  );
  r.post(
    '/flights/:id/parcels',
    {
      schema: {
        ...doc(
          'Puts stock parcels (by tracking number or id) on the flight: sent, charged, customers notified. Answers what was added and what was refused, and why (a parcel for a branch of the other city: flight_to_another_city; one whose weight or size its customer disputes, until staff answer: parcel_disputed). The customs gate (issue 16 §4) refuses parcel_undeclared, customs_invoice_missing (its group reaches the threshold and a parcel of it at the warehouse has no invoice) and tax_number_missing (a foreign citizen without a Georgian tax number), telling the customer once per flight; `overrideReason` (5–500 characters) lets those through, audited per parcel as flight.gate_override.',
        ),
        params: idParam,
        body: flightParcelsSchema,
        response: answers(addParcelsAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      ...(await flights.addParcels(req.params.id, req.body, currentAccount(req).id)),
    }),
  );
  r.post(
    '/flights/:id/arrive',
    {
      schema: {
        ...doc(
          'Sets endAt (default now; 400 arrival_before_departure / arrival_in_future); every parcel on it becomes arrived; customers notified.',
        ),
        params: idParam,
        body: arriveSchema.optional().nullable(),
        response: answers(arriveAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      ...(await flights.arrive(req.params.id, req.body?.endAt ?? new Date(), currentAccount(req).id)),
    }),
  );
  r.get(
    '/flights/:id/manifest.csv',
    { schema: { ...doc('Customs manifest (CSV).'), params: idParam, response: fileAnswers('text/csv') } },
    async (req, reply) => {
      const flight = await flights.get(req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${flight.code}.csv"`)
        .send(manifestCsv(await flights.manifest(flight.id)));
    },
  );
  r.get(
    '/flights/:id/manifest.xlsx',
    { schema: { ...doc('Customs manifest (XLSX).'), params: idParam, response: fileAnswers(XLSX) } },
    async (req, reply) => {
      const flight = await flights.get(req.params.id);
      return (
        reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="manifest-${flight.code}.xlsx"`)
          // Bytes go out as they are (Fastify serialises only objects); the contract types a file body as text.
          .send((await manifestXlsx(await flights.manifest(flight.id))) as unknown as string)
      );
    },
  );
}
