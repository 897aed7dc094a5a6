/**
 * /notification-all (spec §4): every notification; entering marks them all read (the bell's count
 * becomes 0). The list is read first, so the ones that were new this visit still stand out.
 */
import { useEffect, useRef } from 'react';
import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { isUnread, useAllNotifications, useMarkAllRead } from './api/notifications.ts';

export default function NotificationAllPage() {
  const { t, i18n } = useTranslation('notifications');
  const list = useAllNotifications();
  const markAll = useMarkAllRead();
  const marked = useRef(false);
  const { mutate } = markAll;

  useEffect(() => {
    if (!list.isSuccess || marked.current) return;
    marked.current = true;
    mutate();
  }, [list.isSuccess, mutate]);

  const items = list.data?.notifications ?? [];
  return (
    <Stack maw={860} gap="md">
      <Title order={1}>{t('all.title')}</Title>
      {list.isLoading ? (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('all.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const unread = isUnread(item);
            const description = pickLocalized(item, 'description', i18n.language);
            return (
              <Paper
                key={item._id}
                component="li"
                withBorder
                p="md"
                radius="md"
                data-unread={unread || undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Anchor
                    component={Link}
                    to={`/notification-detail/${encodeURIComponent(item._id)}`}
                    fw={unread ? 700 : 500}
                  >
                    {pickLocalized(item, 'title', i18n.language)}
                  </Anchor>
                  {unread && (
                    <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                      {t('all.new')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {description}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </Text>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
