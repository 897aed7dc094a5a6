/** Staff routes of warehouse intake abroad: look a scan up, receive it, and the unidentified queue. */
import {
  lookupAnswer,
  parcelAnswer,
  receiveAnswer,
  unidentifiedAnswer,
  type UnidentifiedItem,
} from '@amanati/shared/answers/admin/parcels';
import { z } from 'zod';
import { idParam, intakeSchema, resolveUnidentifiedSchema } from '@amanati/shared/admin';
import { MSG } from '@amanati/shared/messages';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, formBody, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { IntakeService, UnidentifiedRow } from './intake.service.ts';
import type { ParcelRow } from './parcels.repo.ts';
import { toProduct } from './parcels.wire.ts';

const doc = (description?: string) => staffDoc('intake', description);
const product = (parcel: ParcelRow) => toProduct({ parcel, flightCode: null, flightUpdateStatus: null });

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toUnidentified = (u: UnidentifiedRow): UnidentifiedItem => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
  resolvedAt: iso(u.resolvedAt),
});

export function intakeAdminRoutes(r: StaffScope, intake: IntakeService): void {
  r.get(
    '/intake/lookup',
    {
      schema: {
        ...doc(),
        querystring: z.object({ tracking: z.string().trim().min(1).max(40) }),
        response: answers(lookupAnswer),
      },
    },
    async (req) => {
      const found = await intake.lookup(req.query.tracking);
      return {
        success: true as const,
        // Whose parcel it is: the label should carry the same AXID.
        parcel: found ? { ...product(found.parcel), AXID: found.axid } : null,
        declarers: found?.declarers ?? [],
      };
    },
  );
  r.post(
    '/intake/receive',
    {
      schema: {
        ...doc('JSON, or form data with `file` (a photo of the label) and `inputs` (the JSON).'),
        response: answers(receiveAnswer),
      },
      config: formBody(intakeSchema, 'A photo of the label (PNG or JPEG, judged by its bytes).'),
    },
    async (req) => {
      const { file, inputs } = req.isMultipart()
        ? await readFileAndInputs(req)
        : { file: undefined, inputs: req.body };
      const parsed = intakeSchema.safeParse(inputs);
      if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
      const result = await intake.receive(parsed.data, file, currentAccount(req).id);
      return {
        success: true as const,
        outcome: result.outcome,
        ...('parcel' in result && result.parcel ? { parcel: product(result.parcel) } : {}),
        ...('unidentified' in result && result.unidentified
          ? { unidentified: toUnidentified(result.unidentified) }
          : {}),
      };
    },
  );
  r.get(
    '/intake/unidentified',
    { schema: { ...doc(), response: answers(unidentifiedAnswer) } },
    async () => ({
      success: true as const,
      items: (await intake.unidentified()).map(toUnidentified),
    }),
  );
  r.post(
    '/intake/unidentified/:id/resolve',
    {
      schema: {
        ...doc(
          'Gives a queued parcel to the customer with this AXID, in stock, with the weight and sizes measured at intake; a `weightKg` given replaces the weight, and a parcel queued without one needs it (409 parcel_not_weighed).',
        ),
        params: idParam,
        body: resolveUnidentifiedSchema,
        response: answers(parcelAnswer),
      },
    },
    async (req) => ({
      success: true as const,
      parcel: product(await intake.resolve(req.params.id, req.body, currentAccount(req).id)),
    }),
  );
}
