/** `/api/product/*` exactly as spec §7 names them; every route needs the customer's token. */
import { messageAnswer } from '@amanati/shared/answers/accounts';
import {
  declarationAnswer,
  parcelDetailAnswer,
  parcelListAnswer,
  parcelListWithFlightsAnswer,
  type DeclarationAnswer,
} from '@amanati/shared/answers/parcels';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@amanati/shared/messages';
import { tetriToLari } from '@amanati/shared/money';
import { parcelDeclarationSchema, parcelListParams, parcelUpdateSchema } from '@amanati/shared/parcels';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { badRequest, fieldErrors } from '../../lib/errors.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { readFileAndInputs, type UploadedFile } from '../../lib/uploads.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { toWireFlight } from '../content/content.wire.ts';
import type { ParcelsService } from './parcels.service.ts';

const tags = ['parcels'];
type DeclarationResult = Omit<DeclarationAnswer, 'success' | 'message'>;
const fileForm =
  'Form data: `file` (png, jpg or pdf by its bytes, at most 3022117 bytes) and `inputs` (the JSON payload).';

function parseInputs<T extends z.ZodType>(schema: T, inputs: unknown): z.output<T> {
  const parsed = schema.safeParse(inputs);
  if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
  return parsed.data;
}

export function parcelsRoutes(app: FastifyInstance, service: ParcelsService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const secured = { tags, security: bearer };

  /** A declaration route as JSON and as form data with its invoice file: same rules, same answer. */
  function declarationRoutes<T extends z.ZodType>(
    path: string,
    schema: T,
    message: string,
    run: (
      accountId: string,
      input: z.output<T>,
      file: UploadedFile | undefined,
    ) => Promise<DeclarationResult>,
  ) {
    r.post(
      path,
      {
        onRequest: auth,
        schema: { ...secured, body: schema, response: { 200: declarationAnswer, ...errorResponses } },
      },
      async (req) => ({
        success: true as const,
        message,
        ...(await run(currentAccount(req).id, req.body as z.output<T>, undefined)),
      }),
    );
    r.post(
      `${path}WithFile`,
      {
        onRequest: auth,
        schema: {
          ...secured,
          consumes: ['multipart/form-data'],
          description: fileForm,
          response: { 200: declarationAnswer, ...errorResponses },
        },
      },
      async (req) => {
        const { file, inputs } = await readFileAndInputs(req);
        const result = await run(currentAccount(req).id, parseInputs(schema, inputs), file);
        return { success: true as const, message, ...result };
      },
    );
  }
  declarationRoutes(
    '/api/product/addProduct',
    parcelDeclarationSchema,
    MSG.operationSucceeded,
    (id, input, file) => service.add(id, input, file),
  );
  declarationRoutes('/api/product/updateProduct', parcelUpdateSchema, MSG.parcelEdited, (id, input, file) =>
    service.update(id, input, file),
  );

  r.get(
    '/api/product/gets/:status/:skip/:limit',
    {
      onRequest: auth,
      serializerCompiler: fastSerializerCompiler,
      schema: {
        ...secured,
        params: parcelListParams,
        response: { 200: parcelListAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { rows: _rows, ...list } = await service.list(
        currentAccount(req).id,
        req.params.status,
        req.params.skip,
        req.params.limit,
      );
      return { success: true as const, ...list };
    },
  );

  r.get(
    '/api/product/getswith/:status/:skip/:limit',
    {
      onRequest: auth,
      serializerCompiler: fastSerializerCompiler,
      schema: {
        ...secured,
        description:
          "The list plus the flights of the listed parcels, each with this customer's paid/unpaid `state`, the weight of their parcels on it (`weight`, kg) and what is left to pay for it (`toPay`, lari).",
        params: parcelListParams,
        response: { 200: parcelListWithFlightsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const accountId = currentAccount(req).id;
      const { rows, ...list } = await service.list(
        accountId,
        req.params.status,
        req.params.skip,
        req.params.limit,
      );
      const flights = await service.flightsOf(accountId, rows);
      return {
        success: true as const,
        ...list,
        flights: flights.map((f) => ({
          ...toWireFlight(f.flight, f.remark),
          state: f.unpaid ? ('unpaid' as const) : ('paid' as const),
          weight: Number(f.weightKg),
          toPay: tetriToLari(Number(f.toPayTetri)),
        })),
      };
    },
  );

  r.get(
    '/api/product/get/:id',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'One parcel with its timeline (`events`: declared, edited, received, sent, arrived, obtained).',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: parcelDetailAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      product: await service.get(currentAccount(req).id, req.params.id),
    }),
  );

  r.post(
    '/api/product/delete/:id',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: 'Only while waiting.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await service.remove(currentAccount(req).id, req.params.id);
      return { success: true as const, message: MSG.operationSucceeded };
    },
  );
}
