// The wrong-declaration penalty notice shown while declaring (spec §5): 40% of the VAT the first time
// for an individual, 100% the second time, 100% for a legal entity; the customer's own case in bold;
// with a VAT estimate, what a wrong declaration of this parcel would cost the customer.
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@amanati/shared/localized';
import { initTestI18n } from '../../../test/i18n.ts';
import { PenaltyNotice } from './customs-notices.tsx';

function show(props: { legalEntity: boolean; vatTetri: number | null }, lang: Language = 'en') {
  initTestI18n(lang);
  render(
    <MantineProvider env="test">
      <PenaltyNotice {...props} />
    </MantineProvider>,
  );
  return screen.getByRole('list');
}

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const emphasised = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('strong')).map((el) => el.textContent);

beforeEach(() => initTestI18n('en'));

describe('penalty notice', () => {
  it('states 40% / 100% for individuals and 100% for legal entities, the individual line in bold', () => {
    const list = show({ legalEntity: false, vatTetri: null });
    expect(screen.getByText('Fine for a wrong declaration')).toBeTruthy();
    expect(lines(list)).toEqual([
      'individuals: 40% of the VAT the first time, 100% the second time;',
      'legal entities: 100% of the VAT.',
    ]);
    expect(emphasised(list)).toEqual(['individuals: 40% of the VAT the first time, 100% the second time;']);
    expect(screen.queryByText(/For this parcel/)).toBeNull();
  });

  it('puts the legal-entity line in bold for an organisation', () => {
    const list = show({ legalEntity: true, vatTetri: null });
    expect(emphasised(list)).toEqual(['legal entities: 100% of the VAT.']);
  });

  it('gives the amount for this parcel: 40% of the VAT for an individual, 100% for a legal entity', () => {
    show({ legalEntity: false, vatTetri: 5400 }); // VAT 54.00 ₾
    expect(screen.getByText('For this parcel that could be about 21.60 ₾.')).toBeTruthy();
  });

  it('gives the full VAT as the amount for a legal entity', () => {
    show({ legalEntity: true, vatTetri: 5400 });
    expect(screen.getByText('For this parcel that could be about 54.00 ₾.')).toBeTruthy();
  });

  it('says it in Georgian', () => {
    const ka = show({ legalEntity: false, vatTetri: 1001 }, 'ka'); // 40% of 10.01 ₾ = 4.004 → 4.00
    expect(lines(ka)).toEqual([
      'ფიზიკურ პირს — დღგ-ის 40% პირველად, 100% მეორედ;',
      'იურიდიულ პირს — დღგ-ის 100%.',
    ]);
    expect(screen.getByText('ამ ამანათისთვის ეს დაახლოებით 4.00 ₾ იქნება.')).toBeTruthy();
  });

  it('says it in Russian', () => {
    const ru = show({ legalEntity: true, vatTetri: null }, 'ru');
    expect(lines(ru)).toEqual([
      'физическим лицам — 40% НДС в первый раз, 100% во второй;',
      'юридическим лицам — 100% НДС.',
    ]);
    expect(emphasised(ru)).toEqual(['юридическим лицам — 100% НДС.']);
  });
});
