// The back office's tables at any width: wider than its box, a column table folds its secondary columns
// into the first cell ("Weight: 1.500") instead of hiding them behind a sideways scroll, and unfolds once
// the box is as wide as the whole table needed; dates and codes are marked never to break.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/render.tsx';
import { nextFold, UNFOLDED } from './folding.ts';
import { ColumnTable, type Column } from './paged-table.tsx';

describe('nextFold', () => {
  it('folds a table wider than its box, remembering how wide it was', () => {
    expect(nextFold(UNFOLDED, { box: 736, table: 900 })).toEqual({ folded: true, needed: 900 });
    // A pixel of rounding is no overflow.
    expect(nextFold(UNFOLDED, { box: 736, table: 737 })).toEqual(UNFOLDED);
  });
  it('stays folded until the box is as wide as the whole table was, then unfolds', () => {
    const folded = { folded: true, needed: 900 };
    // Folded, the table is narrower than its box: that is no reason to unfold.
    expect(nextFold(folded, { box: 899, table: 600 })).toBe(folded);
    expect(nextFold(folded, { box: 900, table: 600 })).toEqual(UNFOLDED);
  });
  it('changes nothing while the box is hidden (0 wide)', () => {
    const folded = { folded: true, needed: 900 };
    expect(nextFold(folded, { box: 0, table: 0 })).toBe(folded);
    expect(nextFold(UNFOLDED, { box: 0, table: 900 })).toBe(UNFOLDED);
  });
});

interface Row {
  _id: string;
  code: string;
  day: string;
  weight: string;
}
const COLUMNS: Column<Row>[] = [
  { head: 'Code', cell: (r) => r.code, nowrap: true },
  { head: 'Departure', cell: (r) => r.day, nowrap: true },
  { head: 'Weight', cell: (r) => r.weight, secondary: true },
];
const ROWS: Row[] = [{ _id: '1', code: 'CN-261123', day: '2026-12-09', weight: '1.500' }];

/** happy-dom lays nothing out: the box and the table measure as a browser would at that width. */
function measureAs(box: number, table: number) {
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('admin-table') ? box : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TABLE' ? table : 0;
    },
  });
  restore = () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', client);
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offset);
  };
}
let restore = () => undefined as void;
afterEach(() => restore());

const heads = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('a column table', () => {
  it('shows every column when it fits its box', () => {
    measureAs(1018, 900);
    renderAdmin(<ColumnTable label="Flights" minWidth={900} rows={ROWS} columns={COLUMNS} />);
    expect(heads()).toEqual(['Code', 'Departure', 'Weight']);
    expect(screen.getByRole('cell', { name: '1.500' })).toBeTruthy();
  });

  it('folds the secondary columns under the first cell when it is wider than its box', () => {
    measureAs(736, 900);
    renderAdmin(<ColumnTable label="Flights" minWidth={900} rows={ROWS} columns={COLUMNS} />);
    expect(heads()).toEqual(['Code', 'Departure']);
    const first = screen.getAllByRole('cell')[0]!;
    expect(within(first).getByText('CN-261123', { exact: false })).toBeTruthy();
    expect(first.textContent).toContain('Weight: 1.500');
    // Still one row per record, scrollable by keyboard and named.
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Flights' })).toBeTruthy();
  });

  it('marks dates and codes never to break over lines', () => {
    measureAs(1018, 900);
    renderAdmin(<ColumnTable label="Flights" minWidth={900} rows={ROWS} columns={COLUMNS} />);
    expect(screen.getByRole('cell', { name: '2026-12-09' }).hasAttribute('data-nowrap')).toBe(true);
    expect(screen.getByRole('cell', { name: '1.500' }).hasAttribute('data-nowrap')).toBe(false);
  });

  it('has nothing to fold without secondary columns: a wide one scrolls as before', () => {
    measureAs(500, 900);
    const all = COLUMNS.map((c) => ({ ...c, secondary: false }));
    renderAdmin(<ColumnTable label="Flights" minWidth={900} rows={ROWS} columns={all} />);
    expect(heads()).toEqual(['Code', 'Departure', 'Weight']);
  });
});
