/**
 * Card top-ups: chooses the gateway by configuration — the local simulator (its own key) or Georgian Card
 * (its certificate).
 */
import { readFileSync } from 'node:fs';
import type { AppModule } from '../../app-module.ts';
import { afterIncomingPayment } from '../money/incoming.ts';
import { publicKeyFrom } from './georgian-card.ts';
import { gatewayRoutes } from './gateway.routes.ts';
import { createGatewayService } from './gateway.service.ts';
import { loadSimulatorKeys } from './simulator-keys.ts';
import { simulatorRoutes } from './simulator.ts';

export const gatewayModule: AppModule = {
  name: 'gateway',
  register(app, ctx) {
    const { gateway } = ctx.config;
    let verifyKey;
    if (gateway.mode === 'simulator') {
      const keys = loadSimulatorKeys(ctx.config.dataDir);
      verifyKey = keys.publicKey;
      simulatorRoutes(app, ctx.config, keys);
    } else {
      verifyKey = publicKeyFrom(readFileSync(gateway.certPath!, 'utf8'));
    }
    const service = createGatewayService({
      ...ctx,
      log: app.log,
      verifyKey: () => verifyKey,
      onTopup: (tx, accountId, amountTetri, ledgerId) =>
        afterIncomingPayment(tx, ctx.notifier, accountId, amountTetri, ledgerId),
    });
    gatewayRoutes(app, service);
  },
};
