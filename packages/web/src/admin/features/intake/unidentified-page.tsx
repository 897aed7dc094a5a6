/**
 * The unidentified queue: parcels received with no declaration and no known AXID. Typing the right AXID
 * (and Enter) gives the parcel to that customer, in stock, and asks them to declare it.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveUnidentifiedSchema } from '@amanati/shared/admin';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { validateWith } from '../../lib/validate.ts';
import { useResolveUnidentified, useUnidentified, type UnidentifiedItem } from './api.ts';

export function UnidentifiedPage() {
  const { t } = useTranslation('admin');
  const query = useUnidentified();
  return (
    <Page title={t('unidentified.title')}>
      <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('unidentified.empty')}>
        {(items) => (
          <ScrollTable label={t('unidentified.title')} minWidth={800}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('intake.tracking')}</Table.Th>
                  <Table.Th>{t('common.country')}</Table.Th>
                  <Table.Th>{t('unidentified.labelAxid')}</Table.Th>
                  <Table.Th>{t('common.weight')}</Table.Th>
                  <Table.Th>{t('intake.note')}</Table.Th>
                  <Table.Th>{t('common.date')}</Table.Th>
                  <Table.Th>{t('unidentified.resolve')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryView>
    </Page>
  );
}

function Row({ item }: { item: UnidentifiedItem }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveUnidentified();
  const [axid, setAxid] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validateWith(resolveUnidentifiedSchema, { axid: axid.trim().toUpperCase() });
    if (checked.errors) return setError(checked.errors.axid ?? null);
    setError(null);
    resolve.mutate(
      { id: item.id, axid: checked.data.axid },
      {
        onSuccess: () =>
          toastDone(t('unidentified.resolved', { tracking: item.tracking, axid: checked.data.axid })),
        onError: (err) => setError(adminErrorText(err)),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td ff="monospace">
        {item.labelPhoto ? (
          <Anchor href={`/uploads/labels/${item.labelPhoto}`} target="_blank" rel="noreferrer">
            {item.tracking}
          </Anchor>
        ) : (
          item.tracking
        )}
      </Table.Td>
      <Table.Td>{t(`country.${item.country}`)}</Table.Td>
      <Table.Td>{item.labelAxid ?? '—'}</Table.Td>
      <Table.Td>{item.weightKg ?? '—'}</Table.Td>
      <Table.Td>{item.note ?? ''}</Table.Td>
      <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
      <Table.Td>
        <form onSubmit={submit} noValidate>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              aria-label={t('unidentified.axidFor', { tracking: item.tracking })}
              placeholder="AX…"
              value={axid}
              onChange={(e) => setAxid(e.currentTarget.value)}
              error={error}
            />
            <Button size="xs" type="submit" loading={resolve.isPending}>
              {t('unidentified.assign')}
            </Button>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
