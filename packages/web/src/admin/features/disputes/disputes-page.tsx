/**
 * Weight disputes (issue 21 §2): parcels whose customers dispute the weight or size, oldest first, each
 * with the intake photos and the measurement disputed; staff weigh the parcel again, photograph it and
 * answer. An answered dispute leaves the queue, and the parcel may fly again.
 */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffDispute } from '@amanati/shared/answers/disputes';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { QueryView } from '../../components/states.tsx';
import { useDisputes } from './api.ts';
import { DisputePhotos } from './dispute-photos.tsx';
import { measurementText } from './measurement-text.ts';
import { ReweighForm } from './reweigh-form.tsx';

export function DisputesPage() {
  const { t } = useTranslation('admin');
  const query = useDisputes();
  return (
    <Page title={t('disputes.title')}>
      <Text size="sm" c="dimmed">
        {t('disputes.intro')}
      </Text>
      <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('disputes.empty')}>
        {(items) => (
          <Stack>
            {items.map((d) => (
              <DisputeCard key={d.id} dispute={d} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

function DisputeCard({ dispute: d }: { dispute: StaffDispute }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="md" component="article" aria-label={d.tracking}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{d.tracking}</Text>
            <Text size="sm">
              {d.axid} · {d.customer}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Badge color="orange">{t(`disputes.kind.${d.kind}`)}</Badge>
            <Text size="xs" c="dimmed">
              <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          <strong>{t('disputes.reason')}:</strong> {d.reason}
        </Text>
        {d.expectedWeightKg && (
          <Text size="sm">
            <strong>{t('disputes.expected')}:</strong>{' '}
            {t('disputes.kg', { weight: Number(d.expectedWeightKg) })}
          </Text>
        )}
        <Text size="sm">
          <strong>{t('disputes.before')}:</strong> {measurementText(d.before, t)}
        </Text>
        {d.photos.length > 0 ? (
          <DisputePhotos photos={d.photos} />
        ) : (
          <Text size="sm">{t('disputes.noPhotos')}</Text>
        )}
        <ReweighForm dispute={d} />
      </Stack>
    </Paper>
  );
}
