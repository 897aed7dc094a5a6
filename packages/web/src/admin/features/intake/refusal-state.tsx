/**
 * A refusal at the intake desk, seen across a warehouse: a big red box with a cross and a title (with
 * the refusal beep of refusal-cue.ts), instead of a small red dot the operator may miss.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** Text inside in white, dimmed text in a pale red: readable on red 9 (5.4:1 and more). */
const ON_RED = {
  '--mantine-color-text': 'var(--mantine-color-white)',
  '--mantine-color-dimmed': 'var(--mantine-color-red-0)',
  color: 'var(--mantine-color-white)',
} as CSSProperties;

export function RefusalState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="md" bg="red.9" style={ON_RED} data-refusal>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Text fz={40} lh={1} fw={900} aria-hidden>
          ✕
        </Text>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fz={26} lh={1.2} fw={800}>
            {title}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
