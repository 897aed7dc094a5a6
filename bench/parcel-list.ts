/**
 * Issue 3 benchmark: one customer's waiting list on PostgreSQL at 50 connections, with 10,000 and
 * 1,000,000 parcels (1,000 / 100,000 customers), beside a minimal Fastify + pg route running the same
 * query and returning the same JSON, and a bare Fastify route answering that JSON from memory.
 * Usage: npm run bench:parcels   (settings in bench/lib/api-bench.ts; writes bench/results/parcel-list.md)
 */
import { apiBench } from './lib/api-bench.ts';
import { parcelList } from './lib/endpoints.ts';

// Six rounds: the real endpoint and the minimal route alternate which runs first (compare.ts).
await apiBench('parcel-list', 'Parcel list (issues 3 and 18)', (sample) => [parcelList(sample)], 6);
