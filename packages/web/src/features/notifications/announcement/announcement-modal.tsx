/**
 * The popup's dialog: title and simple HTML description in the current language, sanitised. It can open
 * on a visitor's first page, so it uses the browser's own dialog and sanitiser where there is one
 * (lib/light-dialog, lib/safe-html) instead of Mantine's Modal and an always-loaded DOMPurify.
 */
import { Button, Group, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PopapWire } from '@amanati/shared/content';
import { pickLocalized } from '../../../lib/i18n.ts';
import { LightDialog } from '../../../components/light-dialog.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';

export default function AnnouncementModal({ popap, onClose }: { popap: PopapWire; onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <LightDialog
      title={pickLocalized(popap, 'title', i18n.language)}
      closeLabel={t('popup.close')}
      onClose={onClose}
      testId="announcement-popup"
    >
      <Typography>
        <SafeHtml testId="announcement-body" html={pickLocalized(popap, 'description', i18n.language)} />
      </Typography>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('popup.ok')}</Button>
      </Group>
    </LightDialog>
  );
}
