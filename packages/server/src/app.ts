/** Builds the Fastify app (no port): tests build it the same way the server does. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { Config } from './config/env.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createDbRateLimiter } from './lib/rate-limit.ts';
import { createLocalStorage } from './lib/storage.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { createTokenService } from './lib/tokens.ts';
import { createPagePicker } from './lib/web-pages.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { courierRoutes } from './modules/courier/courier.routes.ts';
import { createCourierService } from './modules/courier/courier.service.ts';
import { createInvoicesService } from './modules/money/invoices.service.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { createPaymentsService } from './modules/money/payments.service.ts';
import { parcelsRoutes } from './modules/parcels/parcels.routes.ts';
import { createParcelsService } from './modules/parcels/parcels.service.ts';
import { createOutbox } from './modules/mail/outbox.ts';
import { createNotifier } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createLiveHub } from './modules/notifications/live.ts';
import { liveRoutes } from './modules/notifications/live.routes.ts';
import { registerGateway } from './modules/gateway/gateway.plugin.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Overrides for tests (e.g. a fixed clock or fake services later). */
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

function webVersion(webDist: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(webDist, 'version.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'dev';
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Fastify also takes a hop count here; its type declarations only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { maxParamLength: 200 },
    // Requests the router cannot even parse (a bad %-escape, a parameter too long) still get our error body.
    frameworkErrors: (error, _request, reply) => {
      const tooLong =
        error.code === 'FST_ERR_ROUTE_PARAMS_TOO_LONG' || error.code === 'FST_ERR_PARAMS_TOO_LONG';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send({ success: false, message: MSG.invalidValue });
    },
  });
  // Only JSON and form data are ours to read: plain text is refused as an unsupported type.
  app.removeContentTypeParser('text/plain');
  // Clients POST some calls (payall, delete) with a JSON content type and no body: that is an empty body, not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    if (typeof raw === 'string' && raw.trim() === '') return done(null, undefined);
    jsonParser(request, raw as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const outbox = createOutbox(database, config.smtpUrl, config.mailFrom, app.log);
  const ctx: AppContext = {
    config,
    database,
    tokens: createTokenService(config.jwtSecret),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files')),
    outbox,
    rateLimiter: createDbRateLimiter(database),
    notifier: createNotifier({ database, outbox }),
  };
  app.decorate('ctx', ctx);

  // Built once and applied to every reply: @fastify/helmet rebuilt this middleware (parsing the whole
  // policy) on every request, a noticeable share of a short API call's cost.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        // Plain-HTTP development and tests must not be upgraded to HTTPS.
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  // A JSON answer needs only the headers that matter to an API (OWASP's REST set): not framed, not
  // sniffed, no referrer, read by our own origin only, HTTPS in production. Pages, files and the API
  // docs get helmet's whole set. A dozen fewer headers is a measurable share of a short API call.
  const apiHeaders: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...(config.isProduction
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  const isApiAnswer = (url: string) =>
    url.startsWith('/api2/') || (url.startsWith('/api/') && !url.startsWith('/api/docs'));
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiAnswer(request.url))
      return securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
    for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: LIMITS.fileMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Amanati API',
        version: '1.0.0',
        description: 'Wire-compatible API of spec §7, plus the back office under /api/admin.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI styles some elements inline; and plain-HTTP development must not be upgraded to HTTPS.
    transformStaticCSP: (header) => {
      const csp = header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'");
      return config.isProduction ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });

  registerAuth(app, ctx);
  const accounts = createAccountsService({ ...ctx, forgetAccount: (id) => app.forgetAccount(id) });
  accountsRoutes(app, accounts);
  contentRoutes(app, ctx, () => webVersion(config.webDist));
  parcelsRoutes(app, createParcelsService(ctx));
  moneyRoutes(app, ctx, createInvoicesService(ctx), createPaymentsService(ctx));
  notificationsRoutes(app, ctx);
  const live = createLiveHub(database, app.log);
  await live.start();
  app.addHook('onClose', () => live.stop());
  liveRoutes(app, ctx, live);
  const courier = createCourierService(ctx);
  courierRoutes(app, courier);
  await adminRoutes(app, ctx, { courier });
  registerGateway(app, ctx);
  filesRoutes(app, ctx);
  analyticsRoutes(app, ctx);

  await registerWebApp(app, config);
  return app;
}

/** The built SPA: hashed assets cached for a year, index.html for every other page path (history fallback). */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // The wildcard route serves real files and hands everything else to the not-found handler below.
      wildcard: true,
      index: false,
      allowedPath: (pathName) =>
        pathName !== '/version.json' && pathName !== '/index.html' && !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageFile = createPagePicker(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api2?|uploads)(\/|$)/.test(request.url);
    if (hasWeb && isPage && !request.url.startsWith('/assets/')) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(pageFile(request.url, request.headers.cookie));
    }
    return reply.status(404).send({ success: false, message: MSG.notFound });
  });
}
