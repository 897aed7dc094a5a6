/**
 * Exchange rates (lari per unit, CNY per 10 yuan): today's, manual entry, the import of the National
 * Bank of Georgia's daily rates, and the history.
 */
import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ratesInputSchema } from '@amanati/shared/admin-content';
import type { RatesImportAnswer } from '@amanati/shared/answers/admin/content';
import { RATE_CURRENCIES } from '@amanati/shared/constants';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, useRates } from './api.ts';

export function RatesTab() {
  const { t } = useTranslation('admin');
  const query = useRates();
  const importNbg = useContentChange(contentKeys.rates, () =>
    api<RatesImportAnswer>('/api/admin/rates/import-nbg', {
      method: 'POST',
      body: {},
    }),
  );
  return (
    <QueryView query={query}>
      {(data) => (
        <Stack>
          <Group justify="space-between">
            <Text component="div">
              {t('rates.current', { date: data.date ?? '—' })}{' '}
              {RATE_CURRENCIES.map((c) => (
                <Badge key={c} variant="dot" mr={4}>
                  {c} {data.rates[c]}
                </Badge>
              ))}
            </Text>
            <Button
              variant="light"
              loading={importNbg.isPending}
              onClick={() =>
                importNbg.mutate(undefined, {
                  onSuccess: (r) => toastDone(t('rates.imported', { count: r.imported.length })),
                  onError: toastError,
                })
              }
            >
              {t('rates.importNbg')}
            </Button>
          </Group>
          <RatesForm current={data.rates} />
          <Title order={3} size="h5">
            {t('rates.history')}
          </Title>
          <ScrollTable label={t('rates.history')} minWidth={600} maxHeight={400}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rates.validOn')}</Table.Th>
                  <Table.Th>{t('rates.currency')}</Table.Th>
                  <Table.Th>{t('rates.rate')}</Table.Th>
                  <Table.Th>{t('rates.source')}</Table.Th>
                  <Table.Th>{t('common.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.validOn}</Table.Td>
                    <Table.Td>{r.currency}</Table.Td>
                    <Table.Td>{r.rate}</Table.Td>
                    <Table.Td>{r.source}</Table.Td>
                    <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
    </QueryView>
  );
}

function RatesForm({ current }: { current: Record<string, number> }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(RATE_CURRENCIES.map((c) => [c, String(current[c] ?? '')])),
  );
  const [validOn, setValidOn] = useState('');
  const { failure, setFailure, fail } = useFormFailure();
  const save = useContentChange(contentKeys.rates, (input: unknown) =>
    api('/api/admin/rates', { body: input }),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const rates = RATE_CURRENCIES.filter((c) => values[c]?.trim() && Number(values[c]) !== current[c]).map(
      (c) => ({
        currency: c,
        rate: values[c]!.trim().replace(',', '.'),
      }),
    );
    if (!rates.length) return setFailure(t('rates.nothingChanged'));
    const checked = validateWith(ratesInputSchema, { rates, ...(validOn ? { validOn } : {}) });
    if (checked.errors) return setFailure(Object.values(checked.errors)[0] ?? null);
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => toastDone(t('common.saved')),
      onError: fail,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600}>{t('rates.manual')}</Text>
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          {RATE_CURRENCIES.map((c) => (
            <TextInput
              key={c}
              label={c === 'CNY' ? t('rates.perTen', { currency: c }) : t('rates.perOne', { currency: c })}
              value={values[c] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [c]: value }));
              }}
              inputMode="decimal"
            />
          ))}
          <TextInput
            type="date"
            label={t('rates.validOn')}
            value={validOn}
            onChange={(e) => setValidOn(e.currentTarget.value)}
          />
        </SimpleGrid>
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
