/**
 * Handover at a branch counter: find the customer (AXID, phone, personal id; Enter), see their unpaid
 * flights and take a payment at the counter (cash or card terminal, with a printable receipt), see their
 * arrived parcels at this branch, hand over the paid ones — all without finding the customer again.
 * Unpaid parcels stay unless an admin overrides with a reason (the server audits it).
 *
 * A customer with a pickup pass (issue 21 §1) is served from its code instead, at the top; the second
 * tab lists the day's passes by slot so the parcels are ready before the customers come. The branch is
 * the counter's, remembered, and serves both tabs.
 */
import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HandoverCustomer } from '@amanati/shared/answers/admin/parcels';
import { BRANCH_CODES, type BranchCode } from '@amanati/shared/constants';
import { Page } from '../../components/page.tsx';
import { BranchSelect } from '../../components/pickers.tsx';
import { QueryView } from '../../components/states.tsx';
import { useStoredChoice } from '../../lib/use-stored-choice.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { useArrivedParcels, useFindCustomers } from './api.ts';
import { CounterPayment } from './counter-payment.tsx';
import { HandoverForm } from './handover-form.tsx';
import { PickupPass, type PickupPassHandle } from './pickup-pass.tsx';
import { PickupPreparation } from './pickup-preparation.tsx';
import { isScannedPass } from './scanned-text.ts';

const fullName = (c: HandoverCustomer) =>
  c.ltdName || [c.nameKa || c.nameEn, c.lastNameKa || c.lastNameEn].filter(Boolean).join(' ');

export function HandoverPage({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  const [branch, setBranch] = useStoredChoice<BranchCode>('handover.branch', BRANCH_CODES, 'didube');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'prepare' ? 'prepare' : 'counter';
  const pass = useRef<PickupPassHandle>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<HandoverCustomer | null>(null);
  const found = useFindCustomers(q);
  // One match is the customer at the counter.
  const customer = chosen ?? (found.data?.length === 1 ? found.data[0]! : null);

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    // A pass scanned into this field by mistake is looked up as a pass, not searched for as a customer.
    if (isScannedPass(typed)) {
      pass.current?.look(typed);
      setTyped('');
      return;
    }
    setChosen(null);
    setQ(typed.trim());
  };

  return (
    <Page
      title={t('handover.title')}
      actions={<BranchSelect label={t('common.branch')} value={branch} onChange={setBranch} />}
    >
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'prepare' ? { tab: 'prepare' } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="counter">{t('handover.tabs.counter')}</Tabs.Tab>
          <Tabs.Tab value="prepare">{t('handover.tabs.prepare')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="counter" pt="md">
          <Stack gap="md">
            {/* A pass is for one branch: another branch starts the block afresh. */}
            <PickupPass key={branch} ref={pass} branch={branch} />

            <Paper withBorder p="md">
              <form onSubmit={search} noValidate>
                <Group align="flex-end">
                  <TextInput
                    label={t('handover.find')}
                    description={t('handover.findHint')}
                    value={typed}
                    onChange={(e) => setTyped(e.currentTarget.value)}
                    autoComplete="off"
                    style={{ flex: '1 1 14rem' }}
                  />
                  <Button type="submit">{t('common.search')}</Button>
                </Group>
              </form>
            </Paper>

            {q.length >= 2 && !customer && (
              <QueryView query={found} isEmpty={(list) => list.length === 0} empty={t('handover.noCustomer')}>
                {(list) => (
                  <Stack gap="xs" role="group" aria-label={t('handover.matches')}>
                    {list.map((c) => (
                      <UnstyledButton key={c.id} onClick={() => setChosen(c)}>
                        <Paper withBorder p="sm">
                          <Text fw={600}>
                            {c.axid} · {fullName(c)}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {c.phone} · {c.passportId ?? ''} · {c.email}
                          </Text>
                        </Paper>
                      </UnstyledButton>
                    ))}
                  </Stack>
                )}
              </QueryView>
            )}

            {customer && (
              <CustomerParcels
                key={`${customer.id}-${branch}`}
                customer={customer}
                branch={branch}
                role={role}
              />
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="prepare" pt="md">
          {/* Read only once the tab is opened. */}
          {tab === 'prepare' && <PickupPreparation branch={branch} />}
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function CustomerParcels({
  customer,
  branch,
  role,
}: {
  customer: HandoverCustomer;
  branch: BranchCode;
  role: StaffRole;
}) {
  const { t } = useTranslation('admin');
  const parcels = useArrivedParcels(customer.id, branch);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {customer.axid} · {fullName(customer)}
            </Title>
            <Text size="sm" c="dimmed">
              {customer.phone} · {customer.email}
            </Text>
          </div>
          <Button variant="default" onClick={() => void parcels.refetch()} loading={parcels.isFetching}>
            {t('common.refresh')}
          </Button>
        </Group>
        <CounterPayment customerId={customer.id} branch={branch} />
        <QueryView
          query={parcels}
          isEmpty={(list) => list.length === 0}
          empty={t('handover.nothingHere', { branch: t(`branch.${branch}`) })}
        >
          {(list) => (
            // A new list (handed over, or paid meanwhile) starts a fresh selection.
            <HandoverForm
              key={list.map((p) => `${p._id}:${p.state}`).join()}
              parcels={list}
              branch={branch}
              role={role}
            />
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
