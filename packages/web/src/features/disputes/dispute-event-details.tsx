/** The timeline's lines for a dispute's steps: the customer's reason, then staff's answer with both weights. */
import { Suspense } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kg } from './components/measurement-lines.tsx';

export const DISPUTE_EVENT_KINDS = ['disputed', 'dispute_answered'];

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const weightOf = (m: unknown): string | null =>
  m && typeof m === 'object' ? text((m as { weightKg?: unknown }).weightKg) : null;

export function DisputeEventDetails(props: { kind: string; data: Record<string, unknown> }) {
  return (
    <Suspense fallback={null}>
      <Lines {...props} />
    </Suspense>
  );
}

function Lines({ kind, data }: { kind: string; data: Record<string, unknown> }) {
  const { t } = useTranslation('disputes');
  const lines: string[] = [];
  if (kind === 'disputed') {
    const reason = text(data.reason);
    if (reason) lines.push(t('event.reason', { reason }));
    const expected = text(data.expectedWeightKg);
    if (expected) lines.push(t('event.expected', { weight: kg(expected) }));
  } else {
    const answer = text(data.answer);
    if (answer) lines.push(answer);
    const before = weightOf(data.before);
    const after = weightOf(data.after);
    if (before && after) lines.push(t('event.change', { before: kg(before), after: kg(after) }));
  }
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </>
  );
}
