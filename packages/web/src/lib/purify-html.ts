/** DOMPurify over the inert first pass: for browsers without their own HTML sanitiser (lib/safe-html.tsx). */
import DOMPurify from 'dompurify';
import { stripDangerous } from './strip-dangerous.ts';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function purifyHtml(html: string): string {
  return DOMPurify.sanitize(stripDangerous(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
