/** One fact of a record's summary (a flight, a customer): a small grey label over its value. */
import type { ReactNode } from 'react';
import { Text, type TextProps } from '@mantine/core';

export function Fact({ label, children, ...value }: { label: string; children: ReactNode } & TextProps) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text {...value}>{children}</Text>
    </div>
  );
}
