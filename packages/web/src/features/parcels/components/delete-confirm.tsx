/** "Are you sure?" before a parcel is deleted; loaded when asked (parcel-actions.tsx). */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  tracking: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function DeleteConfirm({ tracking, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('parcels');
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('confirmDelete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text mb="md">{t('confirmDelete.text', { tracking })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          {t('confirmDelete.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
