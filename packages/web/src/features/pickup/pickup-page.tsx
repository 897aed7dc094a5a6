/**
 * /pickup, the pickup pass (issue 21 §1): for each branch where parcels are ready for pickup (arrived,
 * paid, not held by customs, not with a courier), the parcels and either the active pass — a QR code and
 * a 6-character code, valid until used, for exactly those parcels — or the form that makes one. Nothing
 * ready: says when parcels will be.
 */
import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { Section } from '../../components/section.tsx';
import { usePickup, type PickupParcel, type PickupPass } from './api/pickup.ts';
import { ParcelList } from './components/parcel-list.tsx';
import { PassForm } from './components/pass-form.tsx';
import { PassView } from './components/pass-view.tsx';

interface BranchPickup {
  branch: string;
  parcels: PickupParcel[];
  pass: PickupPass | undefined;
}

export default function PickupPage() {
  const { t } = useTranslation('pickup');
  const pickup = usePickup();
  const branches: BranchPickup[] = [];
  if (pickup.data) {
    const { ready, passes } = pickup.data;
    const active = passes.filter((p) => p.state === 'active');
    for (const { branch, parcels } of ready)
      branches.push({ branch, parcels, pass: active.find((p) => p.branch === branch) });
    // A pass whose branch the answer lists nothing ready for is still the customer's to show or cancel.
    for (const pass of active)
      if (!ready.some((r) => r.branch === pass.branch))
        branches.push({ branch: pass.branch, parcels: [], pass });
  }

  return (
    <Stack maw={960} gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {pickup.isPending ? (
        <LoadingLines lines={4} height={48} />
      ) : pickup.isError ? (
        <LoadError error={pickup.error} onRetry={() => void pickup.refetch()} />
      ) : branches.length === 0 ? (
        <Stack gap={4} data-testid="pickup-empty">
          <Title order={2} size="h4">
            {t('empty.title')}
          </Title>
          <EmptyNote>{t('empty.text')}</EmptyNote>
          <Anchor component={Link} to="/home#arrived" size="sm">
            {t('empty.link')}
          </Anchor>
        </Stack>
      ) : (
        branches.map((b) => <BranchSection key={b.branch} {...b} />)
      )}
    </Stack>
  );
}

function BranchSection({ branch, parcels, pass }: BranchPickup) {
  const { t } = useTranslation('pickup');
  const [renewing, setRenewing] = useState(false);
  const name = t(`common:branches.${branch}`, { defaultValue: branch });
  return (
    <Section framed title={t('branch', { name })}>
      {pass && !renewing ? (
        <PassView pass={pass} ready={parcels} onRenew={() => setRenewing(true)} />
      ) : (
        <Stack gap="md">
          {pass && <Text>{t('pass.renewHint')}</Text>}
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('parcels.title')}
            </Title>
            <ParcelList parcels={parcels} label={t('parcels.title')} />
          </Stack>
          <PassForm
            branch={branch}
            current={pass}
            onDone={() => setRenewing(false)}
            onBack={pass ? () => setRenewing(false) : undefined}
          />
        </Stack>
      )}
    </Section>
  );
}
