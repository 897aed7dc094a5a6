/**
 * One claim in the back office: the customer, the parcel (status, flight, weight, declared value,
 * hand-over), the cap and whether insured, the description and photos, the history, and the decisions.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLari } from '@amanati/shared/money';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { QueryView } from '../../components/states.tsx';
import { useStaffClaim, type StaffClaim } from './api.ts';
import { ClaimDecision } from './claim-decision.tsx';
import { STATE_COLOR } from './claim-state.ts';
import { ClaimHistory } from '../../../features/claims/components/claim-history.tsx';

function Facts({ claim }: { claim: StaffClaim }) {
  const { t } = useTranslation('admin');
  const p = claim.parcel;
  const rows: [string, string][] = [
    [
      t('claims.customer'),
      `${claim.customer.axid} · ${claim.customer.name}${claim.customer.phone ? ` · ${claim.customer.phone}` : ''}`,
    ],
    [t('claims.parcel'), `${claim.tracking} · ${t(`status.${p.status}`)}${p.flight ? ` · ${p.flight}` : ''}`],
    [t('claims.weight'), p.weightKg === null ? '—' : `${p.weightKg} kg`],
    [t('claims.declared'), p.amount && p.currency ? `${p.amount} ${p.currency}` : '—'],
    [t('claims.handedOver'), p.handedOverAt ? formatDateTime(p.handedOverAt) : '—'],
    [
      t('claims.cap'),
      `${formatLari(claim.capTetri)} ₾ — ${t(claim.insured ? 'claims.insured' : 'claims.uninsured')}`,
    ],
    [t('claims.due'), `${formatDate(claim.dueAt)}${claim.overdue ? ` · ${t('claims.overdue')}` : ''}`],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            c={label === t('claims.due') && claim.overdue ? 'red.8' : undefined}
          >
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** One claim, opened from the queue (`/admin/claims?id=<claim>`: one route, so the queue is one page). */
export function ClaimPage({ id, role }: { id: string; role: string }) {
  const { t } = useTranslation('admin');
  const query = useStaffClaim(id);
  return (
    <Page
      title={query.data ? `${t('claims.claim')} ${query.data.reference}` : t('claims.title')}
      actions={
        <Anchor component={Link} to="/admin/claims">
          {t('claims.back')}
        </Anchor>
      }
    >
      <QueryView query={query}>
        {(claim) => (
          <Stack gap="md">
            <Group gap="sm">
              <Badge color={STATE_COLOR[claim.state]} size="lg" data-testid="claim-state">
                {t(`claims.states.${claim.state}`)}
              </Badge>
              <Text>{t(`claims.kinds.${claim.kind}`)}</Text>
              {claim.amountTetri !== null && (
                <Text fw={600} c="green.8">
                  {t('claims.credited', { amount: formatLari(claim.amountTetri) })}
                </Text>
              )}
            </Group>
            <Card withBorder>
              <Facts claim={claim} />
            </Card>
            <ClaimDecision claim={claim} isAdmin={role === 'admin'} />
            <Title order={2} size="h4">
              {t('claims.history')}
            </Title>
            <ClaimHistory
              events={claim.events}
              title={(kind) => t(`claims.events.${kind}`)}
              photoLabel={(n) => t('claims.photo', { n })}
              photoSize={120}
            />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
