// DOMPurify does not support happy-dom (its authors say so); here the page's own inert first pass keeps
// the dangerous parts out, and e2e/public.e2e.ts checks the whole sanitiser in Chromium.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublic, stubApi } from '../widgets/test-utils.tsx';
import { stripDangerous } from './sanitized-html.tsx';
import TermsPage from './terms-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { pwned?: boolean }).pwned;
});

const page = (descriptionEn: string) => ({
  '/api/page/get/terms': {
    body: {
      success: true,
      page: {
        slug: 'terms',
        titleKa: 'წესები',
        titleEn: 'Terms of service',
        titleRu: 'Правила',
        descriptionKa: '<p>ქართული ტექსტი</p>',
        descriptionEn,
        descriptionRu: '<p>Русский текст</p>',
      },
    },
  },
});

const EVIL =
  '<p>Safe text</p><script>window.pwned = true</script>' +
  '<img src="x" onerror="window.pwned = true" alt="pic">' +
  '<a href=" javascript:window.pwned=true">bad link</a>' +
  '<a href="https://www.rs.ge">rs.ge</a>' +
  '<iframe srcdoc="<script>parent.pwned=true</script>"></iframe>' +
  '<p style="position:fixed" onclick="window.pwned = true">styled</p>' +
  '<svg><script>window.pwned = true</script></svg><form action="javascript:1"><button>go</button></form>';

describe('TermsPage', () => {
  it('shows the title and body in the current language', async () => {
    stubApi(page('<h2>1. Service</h2><p>We ship parcels.</p>'));
    renderPublic(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(await screen.findByText(/We ship parcels\./)).toBeTruthy();
  });

  it('sanitises the body: a <script>, onerror or other handler never reaches the DOM', async () => {
    stubApi(page(EVIL));
    const { container } = renderPublic(<TermsPage />);
    await screen.findByText(/Safe text/);
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe, svg, form, button')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|javascript:|pwned|srcdoc|position:fixed/);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('the first pass keeps the markup and drops only what is dangerous', () => {
    const clean = stripDangerous(EVIL);
    expect(clean).toContain('<p>Safe text</p>');
    expect(clean).toContain('<img src="x" alt="pic">');
    expect(clean).toContain('<a>bad link</a>');
    expect(clean).toContain('<a href="https://www.rs.ge">rs.ge</a>');
    expect(clean).toContain('<p>styled</p>');
    expect(clean).not.toMatch(/script|iframe|svg|form|button|onerror|onclick|style=/);
    expect(stripDangerous('<img src="data:image/png;base64,AAAA"><a href="data:text/html,x">d</a>')).toBe(
      '<img src="data:image/png;base64,AAAA"><a>d</a>',
    );
  });

  it('says so when the terms are not published', async () => {
    stubApi({});
    renderPublic(<TermsPage />, { lang: 'ru' });
    expect(await screen.findByText('Условия пока не опубликованы.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Правила и условия' })).toBeTruthy();
  });
});
