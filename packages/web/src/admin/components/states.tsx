/** Loading, error and empty states of the back office, in the user's language. */
import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminErrorText } from '../lib/errors.ts';

export function Loading({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xs" role="status" aria-label={t('state.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={22} radius="sm" />
      ))}
    </Stack>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Group role="alert" gap="sm" py="xs">
      <Text size="sm" c="red.9">
        {adminErrorText(error)}
      </Text>
      {onRetry && (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </Group>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="xs">
      {children}
    </Text>
  );
}

/**
 * A query's three states around its content: skeleton while loading, the error with a retry, the
 * empty text when `isEmpty(data)`, otherwise `children(data)`.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}
