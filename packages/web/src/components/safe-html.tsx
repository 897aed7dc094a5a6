/**
 * Staff-written HTML (the terms page, the announcement popup) shown safely. Browsers with their own
 * HTML sanitiser (`Element.setHTML`, the Sanitizer API) clean it with that, at no download cost: the
 * popup can open on a visitor's first page. Other browsers load DOMPurify for it on demand. Both run
 * after the inert first pass of strip-dangerous.ts and give the same rules: no scripts, handlers,
 * styles, frames or forms; outside links open in a new tab.
 */
import { useLayoutEffect, useRef } from 'react';
import { openLinksOutside, stripDangerous } from '../lib/strip-dangerous.ts';

interface NativeSanitizer {
  allowElement(element: { name: string; attributes: string[] }): void;
  removeElement(name: string): void;
  removeAttribute(name: string): void;
}
type SetHtml = (html: string, options: { sanitizer: NativeSanitizer }) => void;

const REMOVED = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

function nativeSanitizer(): NativeSanitizer | null {
  const Sanitizer = (globalThis as { Sanitizer?: new () => NativeSanitizer }).Sanitizer;
  if (!Sanitizer || typeof (Element.prototype as { setHTML?: unknown }).setHTML !== 'function') return null;
  try {
    const sanitizer = new Sanitizer();
    // The built-in safe list leaves pictures out; DOMPurify keeps them, so do we.
    sanitizer.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
    REMOVED.forEach((name) => sanitizer.removeElement(name));
    sanitizer.removeAttribute('style');
    return sanitizer;
  } catch {
    return null;
  }
}

let native: NativeSanitizer | null | undefined;

/** Fills `element` with `html`, cleaned: at once with the browser's sanitiser, otherwise once DOMPurify loads. */
export async function fillSafeHtml(element: Element, html: string): Promise<void> {
  native ??= nativeSanitizer();
  if (native) {
    (element as Element & { setHTML: SetHtml }).setHTML(stripDangerous(html), { sanitizer: native });
    openLinksOutside(element);
    return;
  }
  const { purifyHtml } = await import('../lib/purify-html.ts');
  element.innerHTML = purifyHtml(html);
}

export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current = true;
    element.replaceChildren();
    const target = document.createElement('div');
    void fillSafeHtml(target, html).then(() => {
      if (current) element.replaceChildren(...target.childNodes);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className={className} data-testid={testId} />;
}
