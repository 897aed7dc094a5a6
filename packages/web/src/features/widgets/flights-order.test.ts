import { describe, expect, it } from 'vitest';
import { nearestFirst } from './flights-order.ts';

const flight = (id: string, startdAt: string | null) => ({ id, startdAt });
const ids = (list: { id: string }[]) => list.map((f) => f.id);

describe('the schedule, nearest flights first', () => {
  it('puts today first, then outwards, a later flight first at the same distance, undated last', () => {
    // As the API gives them: newest departure first.
    const api = [
      flight('far-future', '2026-12-09T08:00:00.000Z'),
      flight('tomorrow', '2026-11-26T08:00:00.000Z'),
      flight('today', '2026-11-25T06:00:00.000Z'),
      flight('yesterday', '2026-11-24T08:00:00.000Z'),
      flight('last-week', '2026-11-18T08:00:00.000Z'),
      flight('undated', null),
    ];
    const today = new Date(2026, 10, 25, 12, 0);
    expect(ids(nearestFirst(api, today))).toEqual([
      'today',
      'tomorrow',
      'yesterday',
      'last-week',
      'far-future',
      'undated',
    ]);
  });

  it('keeps the API order among flights of the same day', () => {
    const api = [flight('a', '2026-11-25T10:00:00.000Z'), flight('b', '2026-11-25T09:00:00.000Z')];
    expect(ids(nearestFirst(api, new Date(2026, 10, 25, 12)))).toEqual(['a', 'b']);
  });
});
