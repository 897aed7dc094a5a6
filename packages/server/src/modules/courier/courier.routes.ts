/** `/api/courier/*` as spec §7 names them, and ours beside them: the customer's own orders and a cancel. */
import {
  courierFlightsAnswer,
  courierOrderAnswer,
  courierParcelsAnswer,
  customerCourierOrdersAnswer,
} from '@amanati/shared/answers/courier';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { isBranchCode } from '@amanati/shared/constants';
import { courierOrderSchema } from '@amanati/shared/courier';
import { MSG } from '@amanati/shared/messages';
import { badRequest } from '../../lib/errors.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { validationFieldErrors } from '../../plugins/errors.ts';
import { toWireFlight } from '../content/content.wire.ts';
import { toProduct } from '../parcels/parcels.wire.ts';
import type { CourierService } from './courier.service.ts';
import { toOrderWire } from './courier.wire.ts';

const tags = ['courier'];
const branchParams = z.object({ branches: z.string().max(40) });
/** Anything not an order id of the customer's is "not found" (the service checks the form). */
const orderParams = z.object({ id: z.string().max(64) });

function branchOf(params: { branches: string }) {
  if (!isBranchCode(params.branches)) throw badRequest(MSG.chooseBranch, { branches: MSG.chooseBranch });
  return params.branches;
}

export function courierRoutes(app: FastifyInstance, service: CourierService): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const secured = { tags, security: bearer };

  r.get(
    '/api/courier/getFlights/:branches',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          "The customer's flights with arrived parcels at that branch, with their weight and paid state.",
        params: branchParams,
        response: { 200: courierFlightsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const flights = await service.flights(currentAccount(req).id, branchOf(req.params));
      return {
        success: true as const,
        flightArray: flights.map((f) => ({
          ...toWireFlight(f.flight, f.remark),
          state: f.unpaid ? ('unpaid' as const) : ('paid' as const),
          weight: f.weightKg,
          parcels: f.rows.length,
        })),
      };
    },
  );

  r.get(
    '/api/courier/getParcels/:branches',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          '`message`: `user_have_not_products` when there is nothing to deliver, `product_unpaid` when a charge is unpaid.',
        params: branchParams,
        response: { 200: courierParcelsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const rows = await service.parcels(currentAccount(req).id, branchOf(req.params));
      const message =
        rows.length === 0 ? MSG.userHasNoProducts : rows.some((r) => !r.parcel.paid) ? MSG.productUnpaid : '';
      return {
        success: true as const,
        array: rows.map((r) =>
          toProduct({
            parcel: r.parcel,
            flightCode: r.flight.code,
            flightUpdateStatus: r.flight.updateStatus,
          }),
        ),
        message,
      };
    },
  );

  r.post(
    '/api/courier/create',
    {
      onRequest: auth,
      attachValidation: true,
      schema: {
        ...secured,
        body: courierOrderSchema,
        response: { 200: courierOrderAnswer, ...errorResponses },
      },
    },
    async (req) => {
      if (req.validationError) {
        // §8: no flight chosen is "select flights"; anything else is "fill in all fields correctly".
        // Fastify types the failures `any`; its validator compiler (zod's) gives Fastify's validation errors.
        const errors = validationFieldErrors(
          req.validationError.validation as FastifySchemaValidationError[],
        );
        throw badRequest(errors.ids ? MSG.selectFlights : MSG.fillAllFields, errors);
      }
      return {
        success: true as const,
        message: MSG.operationSucceeded,
        order: toOrderWire(await service.create(currentAccount(req).id, req.body)),
      };
    },
  );

  // Not in §7: the customer's "My courier orders" page.
  r.get(
    '/api/courier/orders',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          "The customer's own courier orders, newest first (at most 200), with their parcel count.",
        response: { 200: customerCourierOrdersAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const rows = await service.ownList(currentAccount(req).id);
      return {
        success: true as const,
        orders: rows.map((r) => ({ ...toOrderWire(r.order), parcels: r.parcels })),
      };
    },
  );

  r.post(
    '/api/courier/orders/:id/cancel',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Cancels an own order no courier is assigned to yet (the fee is paid on delivery: no money moves). ' +
          "404 for an unknown or another customer's order; 409 `courier_order_assigned`, " +
          '`courier_order_already_cancelled` or `courier_order_state` (delivered).',
        params: orderParams,
        response: { 200: courierOrderAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      message: MSG.operationSucceeded,
      order: toOrderWire(await service.cancelOwn(currentAccount(req).id, req.params.id)),
    }),
  );
}
