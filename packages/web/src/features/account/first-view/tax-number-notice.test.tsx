import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { TaxNumberNotice } from './tax-number-notice.tsx';

beforeAll(() => initTestI18n('en'));
beforeEach(() => localStorage.clear());

describe('TaxNumberNotice', () => {
  it('says nothing unless the server says the tax number is needed', () => {
    fakeApi({});
    for (const user of [
      demoCandidate(),
      demoCandidate({ foreignCitizen: true }),
      demoCandidate({ foreignCitizen: true, taxNumberNeeded: false }),
    ]) {
      const view = renderWith(<TaxNumberNotice />, { user });
      expect(view.queryByRole('region')).toBeNull();
      expect(view.queryByRole('link')).toBeNull();
      view.unmount();
    }
  });

  it('asks for it with a link to the profile when needed', async () => {
    fakeApi({});
    renderWith(<TaxNumberNotice />, {
      user: demoCandidate({ foreignCitizen: true, taxNumberNeeded: true }),
      path: '/home',
      route: '/home',
    });
    expect(await screen.findByText('Please add your Georgian tax number')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add it in your profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    fireEvent.click(link);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
