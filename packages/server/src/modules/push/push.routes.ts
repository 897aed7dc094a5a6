/** `/api/push/*` (issue 19 §2): the key browsers subscribe with, and the customer's push devices. */
import { pushDeviceAnswer, pushDevicesAnswer, pushKeyAnswer } from '@amanati/shared/answers/push';
import { PUSH_DEVICES_PER_ACCOUNT, pushSubscriptionPayloadSchema } from '@amanati/shared/push';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { deviceLabel } from './device-label.ts';
import type { PushDeviceRow, PushService } from './push.service.ts';

const secured = { tags: ['push'], security: bearer };

const toWire = (d: PushDeviceRow) => ({
  id: d.id,
  label: d.label,
  endpoint: d.endpoint,
  createdAt: d.createdAt.toISOString(),
  lastUsedAt: d.lastUsedAt?.toISOString() ?? null,
});

export function pushRoutes(app: FastifyInstance, push: PushService): void {
  const r = typed(app);
  const auth = requireAccount(app);

  r.get(
    '/api/push/key',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Whether this server sends Web Push, and its VAPID public key (base64url), the `applicationServerKey` a browser subscribes with. Without VAPID keys (production not configured for push) `available` is false and `publicKey` null.',
        response: { 200: pushKeyAnswer, ...errorResponses },
      },
    },
    () => {
      const publicKey = push.publicKey();
      return Promise.resolve({ success: true as const, available: publicKey !== null, publicKey });
    },
  );

  r.post(
    '/api/push/subscriptions',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: `Enables push on this device: the browser's \`PushSubscription.toJSON()\` (an https endpoint at a browser's push service, \`keys.p256dh\` a P-256 public key, \`keys.auth\` 16 bytes, base64url) and \`language\`, the panel's language, which push and SMS texts are written in from now on. One device per endpoint: subscribing again updates it, from another account moves it there. At most ${PUSH_DEVICES_PER_ACCOUNT} devices per account: a further one replaces the one longest without a push. 409 push_unavailable when this server does not send push.`,
        body: pushSubscriptionPayloadSchema,
        response: { 200: pushDeviceAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const device = await push.subscribe(
        currentAccount(req).id,
        req.body,
        deviceLabel(req.headers['user-agent']),
      );
      return { success: true as const, device: toWire(device) };
    },
  );

  r.get(
    '/api/push/devices',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: 'The devices this account receives push on, in the order they were added.',
        response: { 200: pushDevicesAnswer, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      devices: (await push.devices(currentAccount(req).id)).map(toWire),
    }),
  );

  r.delete(
    '/api/push/devices/:id',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'Stops push to one of the account’s devices (nothing is sent to it any more; the panel also unsubscribes the browser when it is this one); answers the devices left. Another account’s device is 404.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: pushDevicesAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const accountId = currentAccount(req).id;
      await push.remove(accountId, req.params.id);
      return { success: true as const, devices: (await push.devices(accountId)).map(toWire) };
    },
  );
}
