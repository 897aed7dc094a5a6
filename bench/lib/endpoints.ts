/** The API calls the benchmarks load, as the web app makes them (spec §7 paths and page sizes). */
import { SAMPLE } from './bench-db.ts';
import type { Endpoint } from './compare.ts';
import type { SampleContext } from './api-bench.ts';

export const parcelList = (sample: SampleContext): Endpoint => ({
  key: 'parcels',
  label: "customer's waiting list (`GET /api/product/gets/waiting/0/100`)",
  method: 'GET',
  path: '/api/product/gets/waiting/0/100',
  auth: true,
  minimal: `/min/${sample.accountId}`,
});

export const apiEndpoints = (sample: SampleContext): Endpoint[] => [
  {
    key: 'signin',
    label: 'sign-in (`POST /api/authorization/signin`)',
    method: 'POST',
    path: '/api/authorization/signin',
    body: JSON.stringify(SAMPLE),
  },
  {
    key: 'flights',
    label: 'flights (`GET /api/flight/gets/0/20`)',
    method: 'GET',
    path: '/api/flight/gets/0/20',
  },
  { key: 'news', label: 'news (`GET /api/news/gets/0/18`)', method: 'GET', path: '/api/news/gets/0/18' },
  { key: 'tariffs', label: 'tariffs (`GET /api/tariffs/gets`)', method: 'GET', path: '/api/tariffs/gets' },
  parcelList(sample),
  {
    key: 'invoice',
    label: 'invoice (`GET /api/invoice/get/{flightId}`)',
    method: 'GET',
    path: `/api/invoice/get/${encodeURIComponent(sample.invoiceFlight)}`,
    auth: true,
  },
];
