/**
 * Service rules (issue 21 §3–§5): the set in force — insurance, claims, storage — the one scheduled next,
 * the history of sets with their notes, and, for admins, a new set from a day chosen. Staff may view.
 */
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceRuleSet } from '@amanati/shared/answers/admin/service-rules';
import type { Role } from '@amanati/shared/constants';
import { formatLari } from '@amanati/shared/money';
import { Fact } from '../../components/fact.tsx';
import { Page } from '../../components/page.tsx';
import { RuleSetHistory } from '../../components/rule-set-history.tsx';
import { QueryView } from '../../components/states.tsx';
import { useServiceRuleSets } from './api.ts';
import { ServiceRulesForm } from './rules-form.tsx';

export function ServiceRulesPage({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const query = useServiceRuleSets();
  return (
    <Page title={t('serviceRules.title')}>
      <QueryView query={query}>
        {({ history, currentId }) => {
          const current = history.find((s) => s._id === currentId);
          // History is newest first: the scheduled sets come before the one in force; the nearest is last.
          const scheduled = current ? history.filter((s) => s.effectiveFrom > current.effectiveFrom) : [];
          const next = scheduled.at(-1);
          return (
            <Stack>
              {current && (
                <RuleSetFacts
                  set={current}
                  title={t('serviceRules.inForce', { date: current.effectiveFrom })}
                />
              )}
              {next && (
                <RuleSetFacts set={next} title={t('serviceRules.next', { date: next.effectiveFrom })} />
              )}
              <Title order={2} size="h4">
                {t('serviceRules.history')}
              </Title>
              <History history={history} currentId={currentId} />
              {role === 'admin' && current && <ServiceRulesForm current={current.rules} />}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}

function RuleSetFacts({ set, title }: { set: ServiceRuleSet; title: string }) {
  const { t } = useTranslation('admin');
  const { insurance, claims, storage } = set.rules;
  const days = (n: number) => t('serviceRules.days', { count: n });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          <Fact label={t('serviceRules.premium')}>
            {t('serviceRules.premiumText', {
              percent: insurance.percent,
              minimum: formatLari(insurance.minimumTetri),
            })}
          </Fact>
          <Fact label={t('serviceRules.damagedWithin')}>{days(claims.damagedWithinDays)}</Fact>
          <Fact label={t('serviceRules.missingAfter')}>{days(claims.missingAfterDays)}</Fact>
          <Fact label={t('serviceRules.reviewDays')}>{days(claims.reviewDays)}</Fact>
          <Fact label={t('serviceRules.liabilityPerKg')}>{formatLari(claims.liabilityPerKgTetri)} ₾</Fact>
          <Fact label={t('serviceRules.freeDays')}>{days(storage.freeDays)}</Fact>
          <Fact label={t('serviceRules.feePerKg')}>{formatLari(storage.feePerKgTetri)} ₾</Fact>
          <Fact label={t('serviceRules.noticeDays')}>{days(storage.noticeDaysBefore)}</Fact>
        </SimpleGrid>
        {set.note && (
          <Text size="sm" c="dimmed">
            {set.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function History({ history, currentId }: { history: ServiceRuleSet[]; currentId: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <RuleSetHistory
      history={history}
      currentId={currentId}
      texts="serviceRules"
      minWidth={720}
      columns={[
        {
          header: t('serviceRules.premium'),
          cell: (s) =>
            t('serviceRules.premiumText', {
              percent: s.rules.insurance.percent,
              minimum: formatLari(s.rules.insurance.minimumTetri),
            }),
        },
        {
          header: t('serviceRules.liabilityPerKg'),
          cell: (s) => `${formatLari(s.rules.claims.liabilityPerKgTetri)} ₾`,
        },
        {
          header: t('serviceRules.storageShort'),
          cell: (s) =>
            t('serviceRules.storageText', {
              days: s.rules.storage.freeDays,
              fee: formatLari(s.rules.storage.feePerKgTetri),
            }),
        },
      ]}
    />
  );
}
