/**
 * Whether a table folds its secondary columns: a table wider than its box (a tablet at a branch, a
 * narrow window, a language with longer words) shows its essential columns only, the others folded
 * into its first cell, instead of hiding them behind a sideways scroll. It unfolds once the box is as
 * wide as the whole table needed. The table is measured as laid out, so a change of language, rows or
 * window is seen by one ResizeObserver.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export interface Fold {
  folded: boolean;
  /** Folded: how wide the whole table was, the box's width from which it unfolds. */
  needed: number;
}

export const UNFOLDED: Fold = { folded: false, needed: 0 };

/** The fold once the box and the table measure so (px); a hidden box (0 wide) changes nothing. */
export function nextFold(fold: Fold, { box, table }: { box: number; table: number }): Fold {
  if (box <= 0) return fold;
  if (!fold.folded) return table > box + 1 ? { folded: true, needed: table } : fold;
  return box >= fold.needed ? UNFOLDED : fold;
}

/** `folded` for the table inside the element given `boxRef` (when `enabled`: it has columns to fold). */
export function useFolding<Box extends HTMLElement>(enabled: boolean) {
  const boxRef = useRef<Box>(null);
  const [fold, setFold] = useState<Fold>(UNFOLDED);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!enabled || !box) return;
    const check = () => {
      const table = box.querySelector('table');
      if (table) setFold((f) => nextFold(f, { box: box.clientWidth, table: table.offsetWidth }));
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [enabled]);
  return { boxRef, folded: fold.folded };
}
