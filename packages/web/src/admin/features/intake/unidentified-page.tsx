/**
 * The unidentified queue: parcels received with no declaration and no known AXID. Typing the right AXID
 * (and Enter) gives the parcel to that customer, in stock, with the weight and sizes measured at intake,
 * and asks them to declare it. A parcel queued without a weight needs one typed too.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveUnidentifiedSchema } from '@amanati/shared/admin';
import type { UnidentifiedItem } from '@amanati/shared/answers/admin/parcels';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { FoldedFacts } from '../../components/paged-table.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { adminErrorText, adminFieldErrors } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { validateWith } from '../../lib/validate.ts';
import { useResolveUnidentified, useUnidentified } from './api.ts';

export function UnidentifiedPage() {
  const { t } = useTranslation('admin');
  const query = useUnidentified();
  return (
    <Page title={t('unidentified.title')}>
      <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('unidentified.empty')}>
        {(items) => (
          <ScrollTable label={t('unidentified.title')} minWidth={800}>
            {(folded) => (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('intake.tracking')}</Table.Th>
                    {!folded && <Table.Th>{t('common.country')}</Table.Th>}
                    <Table.Th>{t('unidentified.labelAxid')}</Table.Th>
                    <Table.Th>{t('common.weight')}</Table.Th>
                    {!folded && <Table.Th>{t('intake.note')}</Table.Th>}
                    {!folded && <Table.Th>{t('common.date')}</Table.Th>}
                    <Table.Th>{t('unidentified.resolve')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Row key={item.id} item={item} folded={folded} />
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </ScrollTable>
        )}
      </QueryView>
    </Page>
  );
}

/** "40 × 30 × 20 cm" when all three sizes were measured. */
const sizesOf = (item: UnidentifiedItem) =>
  item.lengthCm && item.widthCm && item.heightCm
    ? `${item.lengthCm} × ${item.widthCm} × ${item.heightCm} cm`
    : null;

/** One queued parcel; `folded` (a narrow table), its country, note and date under its tracking number. */
function Row({ item, folded }: { item: UnidentifiedItem; folded: boolean }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveUnidentified();
  const [axid, setAxid] = useState('');
  const [weight, setWeight] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsWeight = item.weightKg === null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validateWith(resolveUnidentifiedSchema, {
      axid: axid.trim().toUpperCase(),
      ...(needsWeight ? { weightKg: weight.trim().replace(',', '.') } : {}),
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    resolve.mutate(
      {
        id: item.id,
        axid: checked.data.axid,
        ...(checked.data.weightKg ? { weightKg: checked.data.weightKg } : {}),
      },
      {
        onSuccess: () =>
          toastDone(t('unidentified.resolved', { tracking: item.tracking, axid: checked.data.axid })),
        onError: (err) => {
          const fields = adminFieldErrors(err);
          setErrors(fields.weightKg ? { weightKg: fields.weightKg } : { axid: adminErrorText(err) });
        },
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text ff="monospace" size="sm" data-nowrap>
          {item.labelPhoto ? (
            <Anchor href={`/uploads/labels/${item.labelPhoto}`} target="_blank" rel="noreferrer" inherit>
              {item.tracking}
            </Anchor>
          ) : (
            item.tracking
          )}
        </Text>
        {folded && (
          <FoldedFacts
            facts={[
              { head: t('common.country'), value: t(`country.${item.country}`) },
              ...(item.note ? [{ head: t('intake.note'), value: item.note }] : []),
              { head: t('common.date'), value: formatDateTime(item.createdAt), nowrap: true },
            ]}
          />
        )}
      </Table.Td>
      {!folded && <Table.Td>{t(`country.${item.country}`)}</Table.Td>}
      <Table.Td>
        {item.labelAxid ?? '—'}
        {item.reason === 'ownership' && (
          <Badge color="red" variant="dot" display="block" mt={4}>
            {t('unidentified.ownership')}
          </Badge>
        )}
        {item.candidates && item.candidates.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('unidentified.candidates', { axids: item.candidates.join(', ') })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {item.weightKg ?? '—'}
        {sizesOf(item) && (
          <Text size="xs" c="dimmed">
            {sizesOf(item)}
          </Text>
        )}
      </Table.Td>
      {!folded && <Table.Td>{item.note ?? ''}</Table.Td>}
      {!folded && <Table.Td data-nowrap>{formatDateTime(item.createdAt)}</Table.Td>}
      <Table.Td>
        <form onSubmit={submit} noValidate>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              aria-label={t('unidentified.axidFor', { tracking: item.tracking })}
              placeholder="AX…"
              value={axid}
              onChange={(e) => setAxid(e.currentTarget.value)}
              error={errors.axid}
            />
            {needsWeight && (
              <TextInput
                size="xs"
                w={90}
                aria-label={t('unidentified.weightFor', { tracking: item.tracking })}
                placeholder={t('common.weight')}
                inputMode="decimal"
                value={weight}
                onChange={(e) => setWeight(e.currentTarget.value)}
                error={errors.weightKg}
              />
            )}
            <Button size="xs" type="submit" loading={resolve.isPending}>
              {t('unidentified.assign')}
            </Button>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
