/** A back-office page: its title (also the document title) and its content. */
import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${title} — ${t('brand')}`;
  }, [title, t]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
