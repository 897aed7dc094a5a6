import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Addresses } from './addresses.tsx';
import { account, fixtures, renderPublic, setViewportWidth, stubApi } from './test-utils.tsx';

const writeText = vi.fn((_text: string) => Promise.resolve());

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  stubApi({ '/api/office/gets': { body: fixtures.offices } });
  setViewportWidth(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  writeText.mockClear();
});

const receiverRow = (container: HTMLElement) => container.querySelector('[data-line="receiver"]');

describe('Addresses', () => {
  it('shows tabs China, Turkey, USA with the lines of the chosen country', async () => {
    renderPublic(<Addresses />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['China', 'Turkey', 'USA']);
    expect(screen.getByText('石井街道庆丰路88号3栋201室')).toBeTruthy();
    expect(screen.getByText('Room 201, Building 3, No. 88 Qingfeng Road')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'USA' }));
    expect(screen.getByText('212 Lukens Dr, Suite B')).toBeTruthy();
    expect(screen.getByText('State')).toBeTruthy();
  });

  it('copies a line to the clipboard with its own button and says so', async () => {
    renderPublic(<Addresses />);
    const button = await screen.findByRole('button', { name: 'Copy: Postal code' });
    await act(() => Promise.resolve(fireEvent.click(button)));
    expect(writeText).toHaveBeenCalledWith('510430');
    expect(screen.getByText('Copied: Postal code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy: Address' }));
    expect(writeText).toHaveBeenLastCalledWith('石井街道庆丰路88号3栋201室');
    // Every line has its button: address, district, city, province, postal code, phone.
    expect(screen.getAllByRole('button', { name: /^Copy: / })).toHaveLength(6);
  });

  it('hides the receiver line from visitors and tells them to sign in', async () => {
    const { container } = renderPublic(<Addresses />);
    await screen.findAllByRole('tab');
    expect(receiverRow(container)).toBeNull();
    expect(screen.queryByText('Receiver')).toBeNull();
    expect(screen.getByText(/Sign in to see the receiver name/)).toBeTruthy();
  });

  it('shows an individual the English first and last name plus AXID, copyable', async () => {
    const { container } = renderPublic(<Addresses />, { user: account() });
    await screen.findAllByRole('tab');
    expect(receiverRow(container)?.textContent).toContain('Nino Beridze AX10001');
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Copy: Receiver' }))));
    expect(writeText).toHaveBeenCalledWith('Nino Beridze AX10001');
    expect(screen.queryByText(/Sign in to see/)).toBeNull();
  });

  it('shows an entrepreneur the personal English name plus AXID', async () => {
    const user = account({ indEntrepreneur: true, LTDNameEn: 'Not Used LLC' }, 2);
    const { container } = renderPublic(<Addresses />, { user });
    await screen.findAllByRole('tab');
    expect(receiverRow(container)?.textContent).toContain('Nino Beridze AX10001');
  });

  it('shows an organisation the English organisation name plus AXID', async () => {
    const user = account({ LTDName: 'ქართლი ტრეიდი', LTDNameEn: 'Kartli Trade LLC' }, 2);
    const { container } = renderPublic(<Addresses />, { user });
    await screen.findAllByRole('tab');
    expect(receiverRow(container)?.textContent).toContain('Kartli Trade LLC AX10001');
  });

  it('tells on the Turkey tab to type the phone by hand on Turkish shops', async () => {
    renderPublic(<Addresses />, { lang: 'ka' });
    await screen.findAllByRole('tab');
    expect(screen.queryByText(/ტელეფონის ნომერი ხელით აკრიფეთ/)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'თურქეთი' }));
    expect(screen.getByText(/ტელეფონის ნომერი ხელით აკრიფეთ/)).toBeTruthy();
    expect(screen.getByText('Koşuyolu Caddesi No: 18, Kat: 2')).toBeTruthy();
  });

  it('is an accordion below 992 px', async () => {
    setViewportWidth(390);
    renderPublic(<Addresses />, { user: account() });
    const china = await screen.findByRole('button', { name: 'China' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(china.getAttribute('aria-expanded')).toBe('true');
    const turkey = screen.getByRole('button', { name: 'Turkey' });
    fireEvent.click(turkey);
    expect(turkey.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(turkey.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(/type the phone number by hand/)).toBeTruthy();
    expect(within(panel).getByText('Nino Beridze AX10001')).toBeTruthy();
  });
});
