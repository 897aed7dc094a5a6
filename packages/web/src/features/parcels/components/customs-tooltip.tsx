/** The customs badge's tooltip (parcel-cells.tsx), pointing at the badge, opened and closed by it. */
import type { RefObject } from 'react';
import { Tooltip } from '@mantine/core';

export default function CustomsTooltip({
  label,
  opened,
  target,
}: {
  label: string;
  opened: boolean;
  target: RefObject<HTMLButtonElement | null>;
}) {
  return <Tooltip label={label} multiline w={260} opened={opened} target={target} withArrow />;
}
