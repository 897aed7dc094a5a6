/**
 * A wide table that scrolls sideways (on a phone, or a narrow window) instead of widening the page.
 * The scrolling box is focusable and named, so keyboard users can scroll it with the arrow keys and
 * screen readers say what it holds even when the table has nothing else to focus.
 */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export function ScrollTable({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  /** What the table lists, e.g. "Flights". */
  label: string;
  /** Narrower than this, the table scrolls. */
  minWidth: number;
  /** Taller than this, the table scrolls down too. */
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label },
        // The focus ring drawn inside the box: the scroll area clips what is drawn outside it.
        classNames: { viewport: 'mantine-focus-auto' },
        styles: { viewport: { outlineOffset: -2 } },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
