/**
 * Everything beyond the public pages (customer panel, back office, slide-in panels) uses Mantine's whole
 * stylesheet, loaded with its code; the first page gets only mantine-styles.ts.
 */

/** Wraps a lazy import so the module is used only once the whole stylesheet is in place. */
export const withFullStyles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), import('./full-styles-sheet.ts')]).then(([module]) => module);
