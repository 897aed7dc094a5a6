/**
 * A wide table that scrolls sideways (on a phone, or a narrow window) instead of widening the page.
 * The scrolling box is focusable and named, so keyboard users can scroll it with the arrow keys and
 * screen readers say what it holds even when the table has nothing else to focus.
 *
 * Given its rows as a function of `folded`, the table folds its secondary columns when it is wider than
 * its box (folding.ts), so a tablet or a narrow window shows every row without scrolling sideways. In
 * every table a badge or a button keeps its whole word (scroll-table.css).
 */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useFolding } from './folding.ts';
import './scroll-table.css';

export function ScrollTable({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  /** What the table lists, e.g. "Flights". */
  label: string;
  /** Narrower than this, the table folds (with `children` a function) or scrolls. */
  minWidth: number;
  /** Taller than this, the table scrolls down too. */
  maxHeight?: number;
  /** The table; as a function, the table with its secondary columns folded or not. */
  children: ReactNode | ((folded: boolean) => ReactNode);
}) {
  const folds = typeof children === 'function';
  const { boxRef, folded } = useFolding<HTMLDivElement>(folds);
  return (
    <div ref={boxRef} className="admin-table">
      <Table.ScrollContainer
        // Folded, the essential columns take the room there is; what still does not fit scrolls.
        minWidth={folded ? 0 : minWidth}
        maxHeight={maxHeight}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label },
          // The focus ring drawn inside the box: the scroll area clips what is drawn outside it.
          classNames: { viewport: 'mantine-focus-auto' },
          styles: { viewport: { outlineOffset: -2 } },
        }}
      >
        {folds ? children(folded) : children}
      </Table.ScrollContainer>
    </div>
  );
}
