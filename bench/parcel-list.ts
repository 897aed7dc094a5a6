/**
 * Issue 3 benchmark: one customer's waiting list on PostgreSQL at 50 connections, with 10,000 and
 * 1,000,000 parcels (1,000 / 100,000 customers), beside a minimal Fastify + pg route running the same
 * query and returning the same JSON, and a bare Fastify route answering that JSON from memory.
 * Usage: npm run bench:parcels   (settings in bench/lib/api-bench.ts; writes bench/results/parcel-list.md)
 */
import { apiBench } from './lib/api-bench.ts';
import { parcelList } from './lib/endpoints.ts';

// Twenty rounds of 2 s: the real endpoint and the minimal route alternate which runs first (compare.ts),
// and the machine's speed drifts less between two neighbouring 2 s runs than between two 5 s runs (per-round
// ratios of 5 s rounds ranged 66–113 % in one run).
await apiBench('parcel-list', 'Parcel list (issues 3 and 18)', (sample) => [parcelList(sample)], 20, 2);
