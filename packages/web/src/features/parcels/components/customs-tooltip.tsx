/** The customs badge's tooltip (parcel-cells.tsx), by hover, keyboard focus and touch. */
import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

export default function CustomsTooltip({
  label,
  defaultOpened,
  children,
}: {
  label: string;
  /** Open at once: the badge was reached for while this was loading. */
  defaultOpened: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip
      label={label}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened={defaultOpened}
      withArrow
    >
      {children}
    </Tooltip>
  );
}
