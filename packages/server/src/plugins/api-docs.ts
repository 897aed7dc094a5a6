/** The OpenAPI description of every route (from their zod schemas) at `/api/docs`, JSON at `/api/docs/json`. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/env.ts';

export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Amanati API',
        version: '1.0.0',
        description:
          'Wire-compatible API of spec §7, the back office under /api/admin, and the bill-pay partner API under /api/billpay/v1.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'amk_… API key (business API v1)' },
          billPay: { type: 'http', scheme: 'basic', description: 'A bill-pay channel’s login and secret' },
        },
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
}
