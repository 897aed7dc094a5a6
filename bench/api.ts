/**
 * Issue 9 §3 API benchmark: sign-in, the public lists (flights, news, tariffs), a customer's parcel list
 * and an invoice, each beside a bare Fastify route answering the same JSON in the same run, with 10,000
 * and with 1,000,000 parcels; the parcel list also beside the minimal Fastify + pg route.
 * Usage: npm run bench:api   (settings in bench/lib/api-bench.ts; writes bench/results/api.md)
 */
import { apiBench } from './lib/api-bench.ts';
import { apiEndpoints } from './lib/endpoints.ts';

await apiBench('api', 'API throughput and latency (issue 9 §3)', apiEndpoints);
