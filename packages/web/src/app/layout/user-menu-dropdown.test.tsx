// The user menu leads to the customer's own pages, among them the money statement and the pickup pass.
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../test/render-customer.tsx';
import UserMenuDropdown from './user-menu-dropdown.tsx';

beforeEach(() => initTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the user menu', () => {
  it('links the statement and the pickup pass', async () => {
    fakeApi({});
    renderWith(<UserMenuDropdown target={<Button>Menu</Button>} defaultOpened />, { user: demoCandidate() });
    const links = (await screen.findAllByRole('menuitem')).map((item) => [
      item.textContent,
      item.getAttribute('href'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Statement and receipts', '/statement'],
        ['Pickup pass', '/pickup'],
      ]),
    );
    // Beside the statement, before the courier orders.
    const hrefs = links.map(([, href]) => href);
    expect(hrefs.indexOf('/pickup')).toBe(hrefs.indexOf('/statement') + 1);
  });
});
