/**
 * Customs rules (issue 16): the set in force with every number customs judges by, the history of sets
 * (what was in force when), and — for admins — a new set from a day chosen.
 */
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomsRuleSet } from '@amanati/shared/answers/admin/customs';
import type { Role } from '@amanati/shared/constants';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import { formatLari } from '@amanati/shared/money';
import { Fact } from '../../components/fact.tsx';
import { Page } from '../../components/page.tsx';
import { RuleSetHistory } from '../../components/rule-set-history.tsx';
import { QueryView } from '../../components/states.tsx';
import { useCustomsRules } from './api.ts';
import { RulesForm } from './rules-form.tsx';

export function CustomsPage({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const query = useCustomsRules();
  return (
    <Page title={t('customs.title')}>
      <QueryView query={query}>
        {({ history, currentId }) => {
          const current = history.find((s) => s._id === currentId);
          return (
            <Stack>
              {current && <InForce set={current} />}
              <Title order={2} size="h4">
                {t('customs.history')}
              </Title>
              <History history={history} currentId={currentId} />
              {role === 'admin' && current && <RulesForm current={current.rules} />}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}

function InForce({ set }: { set: CustomsRuleSet }) {
  const { t } = useTranslation('admin');
  const r = set.rules;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('customs.inForce', { date: set.effectiveFrom })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          <Fact label={t('customs.threshold')}>
            {r.comparison === 'gte' ? '≥' : '>'} {formatLari(r.thresholdTetri)} ₾
          </Fact>
          <Fact label={t('customs.weightLimit')}>{r.weightLimitGrams / 1000} kg</Fact>
          <Fact label={t('customs.grouping')}>
            {t(r.grouping === 'flight' ? 'customs.groupingFlight' : 'customs.groupingShopFlight')}
          </Fact>
          <Fact label={t('customs.vat')}>{r.vatPercent} %</Fact>
          <Fact label={t('customs.bands')}>{bandsText(r)}</Fact>
          <Fact label={t('customs.treasuryCode')}>{r.treasuryCode}</Fact>
          <Fact label={t('customs.serviceFee')}>{formatLari(r.serviceFeeTetri)} ₾</Fact>
          <Fact label={t('customs.graceDays')}>{r.graceDays}</Fact>
          <Fact label={t('customs.duty')}>{Object.keys(r.dutyPercent).length || '—'}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** "≤ 3000.00 → 20.00; ≤ 10000.00 → 100.00; > 10000.00 → 300.00" */
function bandsText(r: CustomsRules): string {
  return r.feeBands
    .map((b, i) => {
      const limit = b.upToTetri ?? r.feeBands[i - 1]?.upToTetri ?? r.thresholdTetri;
      return `${b.upToTetri === null ? '>' : '≤'} ${formatLari(limit)} → ${formatLari(b.feeTetri)}`;
    })
    .join('; ');
}

function History({ history, currentId }: { history: CustomsRuleSet[]; currentId: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <RuleSetHistory
      history={history}
      currentId={currentId}
      texts="customs"
      minWidth={640}
      columns={[
        { header: t('customs.threshold'), cell: (s) => `${formatLari(s.rules.thresholdTetri)} ₾` },
        { header: t('customs.serviceFee'), cell: (s) => `${formatLari(s.rules.serviceFeeTetri)} ₾` },
      ]}
    />
  );
}
