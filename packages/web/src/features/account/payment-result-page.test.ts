// What /payments/success and /payments/failed say (issue 17 §6) comes from the order the server reads,
// never from the path alone: no order or an order the server does not know is "unknown", never success.
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './payment-result-page.tsx';

const base = { orderId: 'a1b2', state: undefined, checking: false, missing: false, signedOut: false };

describe('payment result outcome', () => {
  it.each([
    [{ orderId: '' }, 'unknown'],
    [{ orderId: '', signedOut: true }, 'unknown'],
    [{ signedOut: true }, 'signedOut'],
    [{ checking: true }, 'checking'],
    [{ state: 'paid' }, 'success'],
    [{ state: 'failed' }, 'failed'],
    [{ state: 'expired' }, 'expired'],
    [{ state: 'created' }, 'pending'],
    [{ missing: true }, 'unknown'],
    [{}, 'pending'],
  ] as const)('%j → %s', (input, outcome) => {
    expect(outcomeOf({ ...base, ...input })).toBe(outcome);
  });
});
