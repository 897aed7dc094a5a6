/** axe-core in the page under test: the serious and critical violations, described for a failure message. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The paths of the pages axe ran on in this test file (each file has its own module state): an
 * accessibility run ends by checking that they cover every route given to it (support/a11y-routes.ts).
 */
export const checkedPaths = new Set<string>();

/** Runs axe on the page as it is now; answers the violations of impact serious or critical. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  checkedPaths.add(new URL(page.url()).pathname);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
