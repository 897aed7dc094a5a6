import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { product, renderWithApp } from '../testing/render.tsx';
import { CustomsMark } from './parcel-cells.tsx';

beforeAll(() => initTestI18n('en'));

const REASON = 'Needs customs clearance';

async function badge() {
  renderWithApp(<CustomsMark parcel={product({ custom: true })} />);
  return screen.findByRole('button', { name: /^Customs.*: Needs customs clearance/ });
}
// Under happy-dom the tooltip is laid out nowhere and so kept hidden: looked for among hidden elements.
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });
/** The tooltip's code loads when it first opens; its text shows once it is in. */
const shown = () => waitFor(() => expect(tooltip()?.textContent).toContain(REASON));
/** Closed: gone once its fade-out (100 ms) is over. */
const closed = () => waitFor(() => expect(tooltip()).toBeNull());

describe('CustomsMark: the customs tooltip (spec §4)', () => {
  it('opens on a tap and stays open until the customer taps elsewhere', async () => {
    const button = await badge();
    // A tap: the browser focuses the button and then clicks it (and may report the pointer entering).
    act(() => button.focus());
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    await shown();
    // The tap's end: no leave for a touch, and nothing closes it by itself.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(tooltip()).not.toBeNull();
    act(() => button.blur());
    await closed();
  });

  it('opens on hover and closes when the mouse leaves, unless the badge has focus', async () => {
    const button = await badge();
    fireEvent.mouseEnter(button);
    await shown();
    fireEvent.mouseLeave(button);
    await closed();
    act(() => button.focus());
    await shown();
    fireEvent.mouseLeave(button);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(tooltip()).not.toBeNull();
  });

  it('closes with Escape (WCAG 1.4.13)', async () => {
    const button = await badge();
    act(() => button.focus());
    await shown();
    fireEvent.keyDown(button, { key: 'Escape' });
    await closed();
  });
});
