/**
 * Builds the Fastify app (no port): tests build it the same way the server does. The request pipeline
 * (parsing, errors, headers, compression, uploads, docs, auth), then every domain module in turn, then
 * the web app.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { LIMITS } from '@amanati/shared/constants';
import type { AppModule, Overrides } from './app-module.ts';
import type { Config } from './config/env.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createDbRateLimiter } from './lib/rate-limit.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { createLocalStorage } from './lib/storage.ts';
import { createTokenService } from './lib/tokens.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { billPayModule } from './modules/bill-pay/bill-pay.module.ts';
import { bulkPrealertModule } from './modules/bulk-prealert/bulk-prealert.module.ts';
import { businessApiModule } from './modules/business-api/business-api.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { courierModule } from './modules/courier/courier.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { customsModule } from './modules/customs/customs.module.ts';
import { serviceRulesModule } from './modules/service-rules/service-rules.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { flightsModule } from './modules/flights/flights.module.ts';
import { gatewayModule } from './modules/gateway/gateway.module.ts';
import type { ChannelSenders } from './modules/delivery/channel.ts';
import { deliveryModule } from './modules/delivery/delivery.module.ts';
import { smtpSender } from './modules/delivery/email.sender.ts';
import { createOutbox } from './modules/delivery/outbox.ts';
import { pushSenderFor } from './modules/delivery/push.sender.ts';
import { smsSimulatorSender } from './modules/delivery/sms/simulator.sender.ts';
import { smsOfficeSender } from './modules/delivery/sms/smsoffice.sender.ts';
import { moneyModule } from './modules/money/money.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { createNotifier } from './modules/notifications/notifications.service.ts';
import { parcelsModule } from './modules/parcels/parcels.module.ts';
import { pickupModule } from './modules/pickup/pickup.module.ts';
import { claimsModule } from './modules/claims/claims.module.ts';
import { disputesModule } from './modules/disputes/disputes.module.ts';
import { storageModule } from './modules/storage/storage.module.ts';
import { pushModule } from './modules/push/push.module.ts';
import { ratesModule } from './modules/rates/rates.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { staffModule } from './modules/staff/staff.module.ts';
import { webhookSender } from './modules/webhooks/webhook.sender.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { clientErrorHandler, frameworkErrors, registerRequestParsing } from './plugins/request-parsing.ts';
import { registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

/** Every domain of the product, registered in this order. */
export const MODULES: readonly AppModule[] = [
  accountsModule,
  contentModule,
  ratesModule,
  customsModule,
  serviceRulesModule,
  parcelsModule,
  flightsModule,
  moneyModule,
  gatewayModule,
  courierModule,
  notificationsModule,
  customersModule,
  staffModule,
  reportsModule,
  deliveryModule,
  filesModule,
  analyticsModule,
  pushModule,
  businessApiModule,
  webhooksModule,
  bulkPrealertModule,
  billPayModule,
  pickupModule,
  disputesModule,
  claimsModule,
  storageModule,
];

export interface BuildOptions {
  config: Config;
  database: Database;
  /** false: no request log (tests). */
  logger?: boolean;
  /** Stand-ins for outside parties (tests). */
  overrides?: Overrides;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** A sender per channel as configured (a test may replace any); a channel without one keeps its messages. */
function channelSenders(config: Config, database: Database, overrides: Overrides): ChannelSenders {
  const senders: ChannelSenders = {};
  const push = pushSenderFor(config, database);
  if (push) senders.push = push;
  if (config.smtpUrl) senders.email = smtpSender(config.smtpUrl, config.mailFrom);
  if (config.sms.provider === 'simulator') senders.sms = smsSimulatorSender();
  if (config.sms.provider === 'smsoffice') senders.sms = smsOfficeSender(config.sms);
  senders.webhook = webhookSender(database, config);
  return { ...senders, ...overrides.senders };
}

function createContext(
  config: Config,
  database: Database,
  app: FastifyInstance,
  overrides: Overrides,
): AppContext {
  const outbox = createOutbox(database, channelSenders(config, database, overrides), app.log);
  return {
    config,
    database,
    tokens: createTokenService(config.jwtSecret),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files')),
    outbox,
    rateLimiter: createDbRateLimiter(database),
    notifier: createNotifier({ database, outbox }),
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
    // Only the listed proxies' addresses or ranges (TRUST_PROXY; never `true` or a hop count, finding 10).
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  registerRequestId(app);
  registerRequestParsing(app);
  registerErrorHandling(app);
  const ctx = createContext(config, database, app, options.overrides ?? {});
  app.decorate('ctx', ctx);
  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: LIMITS.fileMaxBytes, files: 1 } });
  await registerApiDocs(app, config);
  registerAuth(app, ctx);
  // After the API docs, so they describe these routes too.
  registerMetrics(app, ctx);
  registerHealth(app, ctx);

  for (const module of MODULES) await module.register(app, ctx, options.overrides ?? {});

  await registerWebApp(app, config);
  return app;
}
