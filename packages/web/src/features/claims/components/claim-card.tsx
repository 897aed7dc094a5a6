/**
 * One claim as its customer follows it: reference, state, due date while in review, the cap, the amount
 * credited or the reason it was rejected, its history (staff requests included) and, when staff asked
 * for more, the form to add it.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/money';
import { formatDate } from '../../../lib/format.ts';
import type { Claim } from '../api/claims.ts';
import { AddInfoForm } from './add-info-form.tsx';
import { ClaimHistory } from './claim-history.tsx';

const STATE_COLOR: Record<Claim['state'], string> = {
  submitted: 'blue',
  info_requested: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function ClaimCard({ claim, showTracking = false }: { claim: Claim; showTracking?: boolean }) {
  const { t } = useTranslation('claims');
  const open = claim.state === 'submitted' || claim.state === 'info_requested';
  return (
    <Card withBorder padding="sm" data-testid="claim-card" aria-label={claim.reference}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {claim.reference}
            {showTracking ? ` · ${claim.tracking}` : ''} · {t(`kind.${claim.kind}`)}
          </Text>
          <Badge color={STATE_COLOR[claim.state]} data-testid="claim-state">
            {t(`state.${claim.state}`)}
          </Badge>
        </Group>
        {open && <Text size="sm">{t('due', { date: formatDate(claim.dueAt) })}</Text>}
        <Text size="sm" c="dimmed">
          {t('cap', { amount: formatLari(claim.capTetri) })} — {t(claim.insured ? 'insured' : 'uninsured')}
        </Text>
        {claim.state === 'approved' && claim.amountTetri !== null && (
          <Text size="sm" fw={600} c="green.8" data-testid="claim-credited">
            {t('credited', { amount: formatLari(claim.amountTetri) })}
          </Text>
        )}
        {claim.state === 'rejected' && claim.decisionNote && (
          <Text size="sm" c="red.8">
            {t('rejectedBecause', { reason: claim.decisionNote })}
          </Text>
        )}
        <ClaimHistory
          events={claim.events}
          title={(kind) => t(`event.${kind}`)}
          photoLabel={(n) => t('photo', { n })}
          photoSize={56}
        />
        {claim.state === 'info_requested' && <AddInfoForm claimId={claim.id} />}
      </Stack>
    </Card>
  );
}
