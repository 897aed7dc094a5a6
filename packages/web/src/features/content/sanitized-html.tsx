/**
 * HTML from the back office (the terms page), cleaned before it reaches the DOM: no scripts, event
 * handlers, styles, frames or forms; links to other sites open in a new tab without access to this one.
 * The cleaning lives in lib/ (strip-dangerous, safe-html, purify-html), shared with the popup.
 */
import { Typography } from '@mantine/core';
import { SafeHtml } from '../../components/safe-html.tsx';

export { stripDangerous } from '../../lib/strip-dangerous.ts';

export function SanitizedHtml({ html }: { html: string }) {
  return (
    <Typography>
      <SafeHtml html={html} />
    </Typography>
  );
}
