import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountRetryDelay } from '../../features/auth/api/session.ts';
import { answersInTurn, demoCandidate, json, renderAuth } from '../../features/auth/test-utils.tsx';
import { CustomerOnly } from './customer-only.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the account check when the server cannot answer (spec §4: only 401 signs out)', () => {
  it('a customer-only page waits with a loader instead of sending the customer to /home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('amanati.token', 'kept');
    answersInTurn(
      json(502, { success: false, message: 'internal_error' }),
      json(200, { success: true, candidate: demoCandidate }),
    );
    const { probe } = renderAuth(
      <Routes>
        <Route element={<CustomerOnly />}>
          <Route path="/profile" element={<p>profile page</p>} />
        </Route>
      </Routes>,
      { route: '/profile' },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect(probe.location).toBe('/profile');
    await act(() => vi.advanceTimersByTimeAsync(accountRetryDelay(0)));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(probe.location).toBe('/profile');
  });
});
