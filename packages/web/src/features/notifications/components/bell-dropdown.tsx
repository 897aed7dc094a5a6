/** The bell's dropdown (bell.tsx): the latest notifications, unread in bold, and a link to all. */
import { Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/i18n.ts';
import type { LoadedMenuProps } from '../../../components/menu-on-demand.tsx';
import { isUnread, preview, useBellNotifications, type NotificationItem } from '../api/notifications.ts';

function BellItem({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = isUnread(item);
  return (
    <Menu.Item
      component={Link}
      to={`/notification-detail/${encodeURIComponent(item._id)}`}
      data-unread={unread || undefined}
      style={{ whiteSpace: 'normal' }}
    >
      <Text size="sm" fw={unread ? 700 : 400} data-testid="bell-title">
        {unread && <VisuallyHidden>{t('bell.unread')}: </VisuallyHidden>}
        {pickLocalized(item, 'title', i18n.language)}
      </Text>
      <Text size="xs" c="dimmed" fw={unread ? 600 : 400} data-testid="bell-preview">
        {preview(pickLocalized(item, 'description', i18n.language))}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(item.createdAt)}
      </Text>
    </Menu.Item>
  );
}

export default function BellDropdown({ target, defaultOpened }: LoadedMenuProps) {
  const { t } = useTranslation('notifications');
  const { data } = useBellNotifications();
  const items = data?.notifications ?? [];
  return (
    // No hidden initial-focus placeholder: a focusable role="presentation" child is not allowed inside
    // role="menu" (axe aria-required-children); focus goes to the first item as in any menu.
    <Menu
      position="bottom-end"
      width={340}
      withinPortal
      shadow="md"
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <Menu.Label>{t('bell.title')}</Menu.Label>
        <div style={{ maxHeight: 'min(60vh, 420px)', overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Menu.Item disabled>{t('bell.empty')}</Menu.Item>
          ) : (
            items.map((item) => <BellItem key={item._id} item={item} />)
          )}
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to="/notification-all" fw={600}>
          {t('bell.all')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
