/** A dispute as the customer follows it: held while open; answered with the answer and both measurements. */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { DisputeWire } from '../api/disputes.ts';
import { kg } from './measurement-lines.tsx';
import { sizesText } from './measurement-lines.tsx';

export function DisputeState({ dispute: d }: { dispute: DisputeWire }) {
  const { t } = useTranslation('disputes');
  if (d.state === 'open')
    return (
      <Alert color="orange" title={t('heldTitle')} role="status">
        <Stack gap={4}>
          <Text size="sm">{t('heldText')}</Text>
          <Text size="sm" c="dimmed">
            {t(`kind.${d.kind}`)} · {d.reason}
          </Text>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="teal" title={t('answeredTitle')}>
      <Stack gap={6}>
        <Text size="sm">{d.answer}</Text>
        <Group gap="lg" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('before')}
            </Text>
            <Text size="sm">{t('weight', { weight: kg(d.before.weightKg) })}</Text>
            <Text size="sm">{sizesText(d.before, t)}</Text>
          </Stack>
          {d.after && (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t('after')}
              </Text>
              <Text size="sm">{t('weight', { weight: kg(d.after.weightKg) })}</Text>
              <Text size="sm">{sizesText(d.after, t)}</Text>
            </Stack>
          )}
        </Group>
        {d.answeredAt && (
          <Text size="xs" c="dimmed">
            <time dateTime={d.answeredAt}>{formatDateTime(d.answeredAt)}</time>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
