/** An orange warning box whose title is written in the text colour, not orange. */
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/**
 * Mantine's light orange alert writes its title in orange 6, 2.5:1 on the tinted background (WCAG AA
 * asks 4.5:1, and no orange shade reaches it): the box and its colour already say "warning".
 */
export function Warning({ title, role, children }: { title: string; role?: 'alert'; children: ReactNode }) {
  return (
    <Alert
      color="orange"
      title={title}
      role={role}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
