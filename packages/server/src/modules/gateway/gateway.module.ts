/**
 * Card top-ups behind one interface (issue 20 §1): Georgian Card — the local simulator (its own key) or the
 * real gateway (its certificate) — and, when configured, the Bank of Georgia — its simulator (its own key,
 * reached through our HTTP stack) or the real API (the bank's published callback key).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TopupMethod } from '@amanati/shared/topup-methods';
import type { AppModule } from '../../app-module.ts';
import type { AppContext } from '../../context.ts';
import { afterIncomingPayment } from '../money/incoming.ts';
import { bogPublicKey } from './bog-protocol.ts';
import { createBogClient, fetchTransport, type HttpTransport } from './bog-client.ts';
import { bogRoutes } from './bog.routes.ts';
import { createBogService } from './bog.service.ts';
import { bogSimulatorRoutes } from './bog-simulator.ts';
import { publicKeyFrom } from './georgian-card.ts';
import { gatewayRoutes } from './gateway.routes.ts';
import { createGatewayService } from './gateway.service.ts';
import type { CardProvider } from './providers.ts';
import type { OnTopup } from './order-credit.ts';
import { loadSimulatorKeys } from './simulator-keys.ts';
import { simulatorRoutes } from './simulator.ts';

/** The simulator is this app: its API is reached through the HTTP stack, exactly as the bank's would be. */
const injectTransport =
  (app: FastifyInstance): HttpTransport =>
  async (url, request) => {
    const res = await app.inject({
      method: request.method,
      url,
      headers: request.headers,
      payload: request.body,
    });
    return { status: res.statusCode, text: res.body };
  };

function bogGateway(app: FastifyInstance, ctx: AppContext, onTopup: OnTopup) {
  const { bog } = ctx.config;
  if (bog.mode === 'off') return undefined;
  let verifyKey;
  let transport: HttpTransport;
  if (bog.mode === 'simulator') {
    const keys = loadSimulatorKeys(ctx.config.dataDir, 'bog-sim');
    verifyKey = keys.publicKey;
    bogSimulatorRoutes(app, ctx.config, keys);
    transport = injectTransport(app);
  } else {
    verifyKey = bogPublicKey(readFileSync(bog.publicKeyPath!, 'utf8'));
    transport = fetchTransport;
  }
  const service = createBogService({
    ...ctx,
    client: createBogClient(bog, transport),
    verifyKey: () => verifyKey,
    record: bog.mode === 'simulator' ? 'bog-simulator' : 'bog',
    allowedIps: bog.allowedIps,
    onTopup,
  });
  bogRoutes(app, service, ctx.database.db, ctx.config);
  return service;
}

export const gatewayModule: AppModule = {
  name: 'gateway',
  register(app, ctx) {
    const { gateway } = ctx.config;
    const onTopup: OnTopup = (tx, accountId, amountTetri, ledgerId) =>
      afterIncomingPayment(tx, ctx.notifier, accountId, amountTetri, ledgerId);
    let verifyKey;
    if (gateway.mode === 'simulator') {
      const keys = loadSimulatorKeys(ctx.config.dataDir);
      verifyKey = keys.publicKey;
      simulatorRoutes(app, ctx.config, keys);
    } else {
      verifyKey = publicKeyFrom(readFileSync(gateway.certPath!, 'utf8'));
    }
    const georgianCard = createGatewayService({ ...ctx, log: app.log, verifyKey: () => verifyKey, onTopup });
    const bog = bogGateway(app, ctx, onTopup);
    const providers: CardProvider[] = [georgianCard.provider, ...(bog ? [bog.provider] : [])];
    const methods: TopupMethod[] = [
      'georgianCard',
      ...(bog ? (['bogCard', 'applePay', 'googlePay'] as const) : []),
    ];
    gatewayRoutes(app, georgianCard, {
      db: ctx.database.db,
      config: ctx.config,
      providers: new Map(providers.map((p) => [p.record, p])),
      methods,
    });
  },
};
