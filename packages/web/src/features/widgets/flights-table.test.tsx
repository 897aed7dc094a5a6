import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlightsTable } from './flights-table.tsx';
import { flight, renderPublic, setViewportWidth, stubApi } from './test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flights = [
  flight({ flightId: 'TR-261205', countryId: '3', estimatedAt: '2026-12-07T08:00:00.000Z' }),
  flight({
    flightId: 'CN-261118',
    countryId: '1',
    additionalTextLocalized: { ka: 'ჩამოფრინდა თბილისში', en: 'Landed in Tbilisi', ru: 'Прибыл в Тбилиси' },
    startdAt: '2026-11-18T08:00:00.000Z',
    estimatedAt: '2026-11-24T08:00:00.000Z',
    endAt: '2026-11-21T10:00:00.000Z',
  }),
  flight({
    flightId: 'US-261117',
    countryId: '2',
    additionalTextLocalized: null,
    startdAt: '2026-11-17T08:00:00.000Z',
    estimatedAt: '2026-11-24T08:00:00.000Z',
    endAt: '2026-11-24T20:00:00.000Z',
  }),
];

const answer = (limit: number) => ({
  [`/api/flight/gets/0/${limit}`]: { body: { success: true, flight: flights, flightCount: 3 } },
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('FlightsTable', () => {
  it('lists flight id, flag, remark, dates and the arrival note in a table on wide screens', async () => {
    setViewportWidth(1280);
    const fetchMock = stubApi(answer(10));
    renderPublic(<FlightsTable limit={10} />);
    const table = await screen.findByRole('table');
    expect(fetchMock).toHaveBeenCalledWith('/api/flight/gets/0/10', expect.anything());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Flight',
      'Country',
      'Status',
      'Departure',
      'Estimated arrival',
      'Arrival',
      'Note',
    ]);

    const notArrived = screen.getByRole('row', { name: /TR-261205/ });
    expect(within(notArrived).getByRole('img', { name: 'Turkey' })).toBeTruthy();
    // Not arrived yet: dashes instead of a date, no note.
    expect(cells(notArrived)).toEqual(['', 'In transit', '2026-12-04', '2026-12-07', '----------', '']);

    const early = screen.getByRole('row', { name: /CN-261118/ });
    expect(within(early).getByRole('img', { name: 'China' })).toBeTruthy();
    expect(cells(early)).toEqual([
      '',
      'Landed in Tbilisi',
      '2026-11-18',
      '2026-11-24',
      '2026-11-21',
      'Arrived 3 days early',
    ]);

    // Arrived the evening of the estimated day (already the next day in Tbilisi): on time.
    const late = screen.getByRole('row', { name: /US-261117/ });
    expect(cells(late)).toEqual(['', '', '2026-11-17', '2026-11-24', '2026-11-25', 'Arrived on time']);
  });

  it('writes the remark and the note in the current language', async () => {
    setViewportWidth(1280);
    stubApi(answer(20));
    renderPublic(<FlightsTable limit={20} />, { lang: 'ru' });
    const early = await screen.findByRole('row', { name: /CN-261118/ });
    expect(within(early).getByText('Прибыл в Тбилиси')).toBeTruthy();
    expect(within(early).getByText('Прибыл на 3 дня раньше')).toBeTruthy();
    expect(within(early).getByRole('img', { name: 'Китай' })).toBeTruthy();
  });

  it('shows cards instead of a table below 992 px', async () => {
    setViewportWidth(390);
    stubApi(answer(10));
    const { container } = renderPublic(<FlightsTable limit={10} />, { lang: 'ka' });
    await screen.findByText('CN-261118');
    expect(screen.queryByRole('table')).toBeNull();
    const card = container.querySelector('[data-flight="CN-261118"]') as HTMLElement;
    expect(within(card).getByText('ჩამოფრინდა თბილისში')).toBeTruthy();
    expect(within(card).getByText('ჩამოვიდა 3 დღით ადრე')).toBeTruthy();
    const waiting = container.querySelector('[data-flight="TR-261205"]') as HTMLElement;
    expect(within(waiting).getByText('----------')).toBeTruthy();
  });

  it('has loading, empty and error states', async () => {
    stubApi({ '/api/flight/gets/0/10': { body: { success: true, flight: [], flightCount: 0 } } });
    renderPublic(<FlightsTable limit={10} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('No flights scheduled yet')).toBeTruthy();
  });
});
