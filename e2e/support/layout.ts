/**
 * Measuring a page's layout in the browser (issue 17, "every width"): does the page scroll sideways, is
 * a control's text cut short, does a control reach past the window or past a box that clips it, does a
 * table need scrolling sideways to show its columns. Each problem is described by what a person sees
 * (the element's text), so a failure says what to fix.
 */
import type { Page } from 'playwright-core';

/** What layout checks measure as a control: anything one clicks, and the badges that say a state. */
export const CONTROLS = 'button, a[href], [role="tab"], .mantine-Badge-root';

/**
 * The page once it has settled: its main content there, no spinner or skeleton left, fonts loaded and
 * no transition running (a dialog or a menu still sliding in would be measured mid-way).
 */
export async function settledLayout(page: Page): Promise<void> {
  // Its main content; a printable page (the invoice, a counter receipt) has its title only.
  await page.locator('main, h1').first().waitFor();
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The layout problems of the page as it is now, one line each:
 * - `page scrolls sideways: 1342 > 1280 px (past the edge: button "Delete")`
 * - `text cut short: button "Give" (84 > 61 px)`: the label of a button, link, tab or badge is wider
 *   than its box (`scrollWidth` > `clientWidth` + 1), be it cut, ellipsised or spilling out;
 * - `past the window: badge "Unpaid" (right edge at 1301 px)`: a control reaching out of the window;
 * - `cut off by its box: button "Assign"`: a control reaching out of an ancestor that hides overflow;
 * - `table scrolls sideways: "Flights" (912 > 506 px)`: a table wider than its box, hiding columns.
 * A control inside a row that scrolls sideways on purpose (tabs, chips; not a table) is not past
 * anything while it can be scrolled into sight.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const windowWidth = root.clientWidth;
    const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const kindOf = (el: Element) =>
      el.classList.contains('mantine-Badge-root')
        ? 'badge'
        : el.getAttribute('role') === 'tab'
          ? 'tab'
          : el.tagName === 'A'
            ? 'link'
            : 'button';
    const describe = (el: Element) => {
      const text =
        words((el as HTMLElement).innerText) ||
        words(el.getAttribute('aria-label')) ||
        words(el.getAttribute('title')) ||
        el.tagName.toLowerCase();
      return `${kindOf(el)} "${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
    };
    const overflowX = (el: Element) => getComputedStyle(el).overflowX;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(overflowX(el));

    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
      const rect = el.getBoundingClientRect();
      // Visually hidden text for screen readers (a 1 px clipped box) is no one's to read, and a skip
      // link waits wholly left of the page (where nothing can be scrolled to) until it is focused.
      return rect.width > 1 && rect.height > 1 && rect.right > 0 ? rect : null;
    };

    const controls = [...document.querySelectorAll(selector)];
    if (root.scrollWidth > root.clientWidth) {
      const past = controls.filter((el) => {
        const rect = visible(el);
        return rect && rect.right > windowWidth + 1;
      });
      const named = past.length ? ` (past the edge: ${past.slice(0, 3).map(describe).join(', ')})` : '';
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px${named}`);
    }

    for (const el of controls) {
      const rect = visible(el);
      if (!rect) continue;
      // The box the text lives in: Mantine's label element, or the control itself.
      const label =
        el.querySelector(
          ':scope > .mantine-Button-inner > .mantine-Button-label, :scope > .mantine-Badge-label, ' +
            ':scope > .mantine-Tabs-tabLabel, :scope .mantine-NavLink-label',
        ) ?? el;
      const inline = getComputedStyle(label).display === 'inline';
      if (!inline && label.scrollWidth > label.clientWidth + 1)
        problems.push(`text cut short: ${describe(el)} (${label.scrollWidth} > ${label.clientWidth} px)`);

      // Where the nearest ancestor that scrolls or clips sideways lets it be seen.
      let box: Element | null = null;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (overflowX(up) !== 'visible') {
          box = up;
          break;
        }
      const sideways = box && scrolls(box) && !box.querySelector('table');
      if (sideways) continue;
      if (rect.right > windowWidth + 1 || rect.left < -1)
        problems.push(
          `past the window: ${describe(el)} (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        );
      else if (box && !scrolls(box)) {
        const edge = box.getBoundingClientRect();
        if (rect.right > edge.right + 1 || rect.left < edge.left - 1)
          problems.push(`cut off by its box: ${describe(el)}`);
      }
    }

    for (const table of document.querySelectorAll('table')) {
      let box: Element | null = null;
      for (let up = table.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(up)) {
          box = up;
          break;
        }
      if (!box || !visible(box) || box.scrollWidth <= box.clientWidth + 1) continue;
      const name =
        words(box.getAttribute('aria-label')) ||
        words(table.getAttribute('aria-label')) ||
        words(table.querySelector('caption')?.textContent) ||
        words(table.querySelector('th')?.textContent);
      problems.push(`table scrolls sideways: "${name}" (${box.scrollWidth} > ${box.clientWidth} px)`);
    }
    return [...new Set(problems)];
  }, CONTROLS);
}
