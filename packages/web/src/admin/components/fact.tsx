/** One fact of a record's summary (a flight, a customer): a small grey label over its value. */
import type { ReactNode } from 'react';
import { Text, type TextProps } from '@mantine/core';

export function Fact({ label, children, ...value }: { label: string; children: ReactNode } & TextProps) {
  return (
    // A grid cell may shrink below its text (min-width 0), and a long e-mail then breaks instead of
    // running over the next fact on a phone.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }} {...value}>
        {children}
      </Text>
    </div>
  );
}
