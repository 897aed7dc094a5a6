/** The state badges and the status filter shared by the payments and outbox lists. */
import { Badge, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATE_COLOR: Record<string, string> = {
  created: 'gray',
  paid: 'green',
  failed: 'red',
  expired: 'orange',
  pending: 'gray',
  sent: 'green',
  kept: 'blue',
  gone: 'orange',
};

export const CHANNEL_COLOR = { email: 'blue', sms: 'teal', push: 'violet', webhook: 'orange' } as const;

export function Filter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (v: string) => void;
  options: string[];
}) {
  const { t } = useTranslation('admin');
  return (
    <SegmentedControl
      aria-label={t('common.status')}
      value={value}
      onChange={onChange}
      data={[
        { value: '', label: t('common.all') },
        ...options.map((o) => ({ value: o, label: t(`payments.state.${o}`) })),
      ]}
    />
  );
}

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATE_COLOR[state]} variant="dot">
      {t(`payments.state.${state}`)}
    </Badge>
  );
}
