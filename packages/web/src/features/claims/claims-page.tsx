/**
 * /claims, the customer's claims (issue 21 §3): each with its state, due date, history and — when staff
 * asked for more — the form to add it. Claims are filed from a parcel (its detail in the parcel lists).
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { useClaims } from './api/claims.ts';
import { ClaimCard } from './components/claim-card.tsx';

export default function ClaimsPage() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  return (
    <Stack maw={960} gap="md">
      <Title order={1}>{t('pageTitle')}</Title>
      {claims.isPending ? (
        <LoadingLines lines={3} height={64} />
      ) : claims.isError ? (
        <LoadError error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <Stack gap={4} data-testid="claims-empty">
          <EmptyNote>{t('empty')}</EmptyNote>
          <Anchor component={Link} to="/home" size="sm">
            {t('toParcels')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {claims.data.map((c) => (
            <ClaimCard key={c.id} claim={c} showTracking />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
