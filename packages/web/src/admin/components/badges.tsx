/** Coloured labels for states the back office shows in its lists. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<string, string> = {
  waiting: 'gray',
  stock: 'blue',
  sent: 'violet',
  arrived: 'orange',
  obtained: 'green',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="dot">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function PaidBadge({ paid }: { paid: boolean | null }) {
  const { t } = useTranslation('admin');
  if (paid === null) return null;
  return (
    <Badge color={paid ? 'green' : 'red'} variant="dot">
      {paid ? t('common.paid') : t('common.unpaid')}
    </Badge>
  );
}
