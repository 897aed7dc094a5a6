import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWith } from '../../../test/render-customer.tsx';
import { FoldableAlert } from './foldable-alert.tsx';

beforeAll(() => initTestI18n('en'));

let renders = 0;
function Body() {
  renders++;
  return <p>What the notice says</p>;
}

describe('FoldableAlert (issue 17 §2, a phone’s folded notices)', () => {
  it('renders a folded text only once it is first unfolded, and keeps it after folding again', async () => {
    renders = 0;
    renderWith(
      <FoldableAlert title="Declare your parcels" foldable>
        <Body />
      </FoldableAlert>,
    );
    const more = await screen.findByRole('button', { name: /Declare your parcels/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('What the notice says')).toBeNull();
    expect(renders).toBe(0);

    fireEvent.click(more);
    expect(await screen.findByText('What the notice says')).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // Folded again: still there (hidden), its state kept.
    expect(screen.getByText('What the notice says').closest('[hidden]')).not.toBeNull();
  });

  it('shows the text at once when not foldable', async () => {
    renderWith(
      <FoldableAlert title="Declare your parcels" foldable={false}>
        <Body />
      </FoldableAlert>,
    );
    expect(await screen.findByText('What the notice says')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
