// Declaration readiness (beyond the spec): stock/sent parcels that are undeclared or lack a required
// invoice, most urgent deadline first; and the tab hash.
import { describe, expect, it } from 'vitest';
import type { ListFlight } from '../api/parcels.ts';
import { statusFromHash } from '../api/list-paths.ts';
import { product } from '../testing/render.tsx';
import { readinessItems, splitDuration } from './readiness.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const flight = (flightId: string, deadline: string | null, updateStatus = true) =>
  ({ flightId, declarationDeadline: deadline, updateStatus }) as ListFlight;

describe('readiness items', () => {
  it('lists undeclared and invoice-less parcels at the warehouse or on a flight, most urgent first', () => {
    const flights = new Map([
      ['CN-1', flight('CN-1', '2026-03-03T12:00:00Z')],
      ['US-1', flight('US-1', '2026-03-01T18:00:00Z')],
    ]);
    const items = readinessItems(
      [
        product({ _id: 'ok', status: 'stock' }),
        product({ _id: 'waiting', status: 'waiting', quantity: null }),
        product({ _id: 'stock', status: 'stock', quantity: null, amount: null }),
        product({ _id: 'cn', status: 'sent', flightId: 'CN-1', custom: true, file: null }),
        product({ _id: 'us', status: 'sent', flightId: 'US-1', clearance: true, quantity: null }),
        product({ _id: 'filed', status: 'sent', flightId: 'US-1', custom: true, file: 'x.pdf' }),
        product({ _id: 'arrived', status: 'arrived', quantity: null }),
      ],
      flights,
      now,
    );
    expect(items.map((i) => [i.parcel._id, i.issues, i.msLeft])).toEqual([
      ['us', ['undeclared', 'invoice'], 6 * 3600_000],
      ['cn', ['invoice'], 48 * 3600_000],
      ['stock', ['undeclared'], null],
    ]);
    expect(items.map((i) => i.right)).toEqual(['edit', 'edit', 'edit']);
  });

  it('after the deadline a sent parcel can only be completed', () => {
    const flights = new Map([['CN-1', flight('CN-1', '2026-02-28T12:00:00Z', false)]]);
    const [missing, locked] = readinessItems(
      [
        product({ _id: 'a', status: 'sent', flightId: 'CN-1', quantity: null }),
        product({ _id: 'b', status: 'sent', flightId: 'CN-1', custom: true }),
      ],
      flights,
      now,
    );
    expect(missing!.right).toBe('declare-missing');
    expect(missing!.msLeft).toBeLessThan(0);
    expect(locked!.right).toBe('none');
  });

  it('splits the time left', () => {
    expect(splitDuration((2 * 24 + 5) * 3600_000 + 7 * 60_000)).toEqual({ days: 2, hours: 5, minutes: 7 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('tab hash', () => {
  it('is the status, waiting by default', () => {
    expect(statusFromHash('')).toBe('waiting');
    expect(statusFromHash('#stock')).toBe('stock');
    expect(statusFromHash('#obtained')).toBe('obtained');
    expect(statusFromHash('#nonsense')).toBe('waiting');
  });
});
