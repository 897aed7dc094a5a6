/**
 * What to get ready before customers come (issue 21 §1): the branch's active pickup passes for a Tbilisi
 * day, by slot, then the passes without one — when, who, how many parcels and which, and whether a
 * trusted person may come instead. On a phone the code and the trustee fold under the time.
 */
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BranchCode } from '@amanati/shared/constants';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { ColumnTable } from '../../components/paged-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { usePickupPreparation } from './api.ts';
import { slotText } from './pass-slot.ts';

export function PickupPreparation({ branch }: { branch: BranchCode }) {
  const { t } = useTranslation('admin');
  const [day, setDay] = useState(() => tbilisiDay());
  const passes = usePickupPreparation(branch, day);

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('handover.prepare.day')}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          required
        />
        <Button variant="default" onClick={() => void passes.refetch()} loading={passes.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('handover.prepare.hint', { branch: t(`branch.${branch}`) })}
      </Text>
      <QueryView
        query={passes}
        isEmpty={(list) => list.length === 0}
        empty={t('handover.prepare.empty', { branch: t(`branch.${branch}`) })}
      >
        {(list) => (
          <ColumnTable
            label={t('handover.prepare.list')}
            minWidth={720}
            rows={list.map((p) => ({ ...p, _id: p.id }))}
            columns={[
              {
                head: t('common.time'),
                nowrap: true,
                cell: (p) =>
                  p.slot ? (
                    <Text fw={600} span data-testid="prepare-slot">
                      {slotText(p.slot, day)}
                    </Text>
                  ) : (
                    <Text c="dimmed" span data-testid="prepare-slot">
                      {t('handover.prepare.anyTime')}
                    </Text>
                  ),
              },
              {
                head: t('handover.pass.customer'),
                cell: (p) => (
                  <>
                    <Text span fw={600}>
                      {p.customer.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.customer.axid}
                      {p.customer.phone ? ` · ${p.customer.phone}` : ''}
                    </Text>
                  </>
                ),
              },
              {
                head: t('handover.prepare.parcels'),
                cell: (p) => (
                  <>
                    <Text span>{t('handover.prepare.parcelCount', { count: p.parcels.length })}</Text>
                    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {p.parcels.map((parcel) => parcel.tracking).join(', ')}
                    </Text>
                  </>
                ),
              },
              {
                head: t('handover.pass.trustee'),
                secondary: true,
                cell: (p) =>
                  p.trustee ? (
                    <>
                      <Badge variant="light" color="blue">
                        {t('common.yes')}
                      </Badge>
                      <Text size="xs">{p.trustee.name}</Text>
                    </>
                  ) : (
                    t('common.no')
                  ),
              },
              {
                head: t('handover.prepare.code'),
                cell: (p) => p.code,
                nowrap: true,
                secondary: true,
                td: () => ({ ff: 'monospace' }),
              },
            ]}
          />
        )}
      </QueryView>
    </Stack>
  );
}
