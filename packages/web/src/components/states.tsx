/** Loading, error and empty states shared by the widgets and content pages, in the user's language. */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/messages.ts';

/** Grey bars in the shape of the content that is on its way; announced once as "loading". */
export function LoadingLines({ lines = 3, height = 20 }: { lines?: number; height?: number }) {
  const { t } = useTranslation('widgets');
  return (
    <Stack gap="xs" role="status" aria-label={t('state.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A failed load: the server's message when it sent one, otherwise "could not load" (a network failure,
 * already retried by the data layer), with a retry button.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('widgets');
  return (
    <Group role="alert" gap="sm" wrap="wrap" py="xs">
      <Text size="sm" c="red.8">
        {errorText(error) ?? t('state.failed')}
      </Text>
      {onRetry && (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </Group>
  );
}

export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="xs">
      {children}
    </Text>
  );
}
