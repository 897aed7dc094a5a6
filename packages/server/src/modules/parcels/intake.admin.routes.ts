/** Staff routes of warehouse intake abroad: look a scan up, receive it, and the unidentified queue. */
import { z } from 'zod';
import { idParam, intakeSchema, resolveUnidentifiedSchema } from '@amanati/shared/admin';
import { MSG } from '@amanati/shared/messages';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { readFileAndInputs } from '../../lib/uploads.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { formBody, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { IntakeService } from './intake.service.ts';
import type { ParcelRow } from './parcels.repo.ts';
import { toProduct } from './parcels.wire.ts';

const doc = (description?: string) => staffDoc('intake', description);
const product = (parcel: ParcelRow) => toProduct({ parcel, flightCode: null, flightUpdateStatus: null });

export function intakeAdminRoutes(r: StaffScope, intake: IntakeService): void {
  r.get(
    '/intake/lookup',
    { schema: { ...doc(), querystring: z.object({ tracking: z.string().trim().min(1).max(40) }) } },
    async (req) => {
      const found = await intake.lookup(req.query.tracking);
      return {
        success: true,
        // Whose parcel it is: the label should carry the same AXID.
        parcel: found ? { ...product(found.parcel), AXID: found.axid } : null,
      };
    },
  );
  r.post(
    '/intake/receive',
    {
      schema: doc('JSON, or form data with `file` (a photo of the label) and `inputs` (the JSON).'),
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
        success: true,
        outcome: result.outcome,
        ...('parcel' in result && result.parcel ? { parcel: product(result.parcel) } : {}),
        ...('unidentified' in result ? { unidentified: result.unidentified } : {}),
      };
    },
  );
  r.get('/intake/unidentified', { schema: doc() }, async () => ({
    success: true,
    items: await intake.unidentified(),
  }));
  r.post(
    '/intake/unidentified/:id/resolve',
    {
      schema: {
        ...doc(
          'Gives a queued parcel to the customer with this AXID, in stock, with the weight and sizes measured at intake; a `weightKg` given replaces the weight, and a parcel queued without one needs it (409 parcel_not_weighed).',
        ),
        params: idParam,
        body: resolveUnidentifiedSchema,
      },
    },
    async (req) => ({
      success: true,
      parcel: product(await intake.resolve(req.params.id, req.body, currentAccount(req).id)),
    }),
  );
}
