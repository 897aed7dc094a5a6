/** Tariffs in USD per kg: a grid of country × tariff type; charges already made keep their price. */
import { useState } from 'react';
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tariffsInputSchema } from '@amanati/shared/admin-content';
import type { TariffRow } from '@amanati/shared/answers/admin/content';
import { COUNTRY_IDS, TARIFF_TYPES } from '@amanati/shared/constants';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, useTariffs } from './api.ts';

const cell = (country: number, type: number) => `${country}:${type}`;

export function TariffsTab() {
  const query = useTariffs();
  return <QueryView query={query}>{(tariffs) => <TariffsForm tariffs={tariffs} />}</QueryView>;
}

function TariffsForm({ tariffs }: { tariffs: TariffRow[] }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(tariffs.map((x) => [cell(x.country, x.type), String(x.amount)])),
  );
  const { failure, setFailure, fail } = useFormFailure();
  const save = useContentChange(contentKeys.tariffs, (input: unknown) =>
    api('/api/admin/tariffs', { method: 'PUT', body: input }),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const list = COUNTRY_IDS.flatMap((country) =>
      TARIFF_TYPES.filter((type) => (values[cell(country, type)] ?? '').trim() !== '').map((type) => ({
        country,
        type,
        amount: values[cell(country, type)]!.trim().replace(',', '.'),
      })),
    );
    const checked = validateWith(tariffsInputSchema, { tariffs: list });
    if (checked.errors) return setFailure(t('tariffs.invalid'));
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => toastDone(t('common.saved')),
      onError: fail,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('tariffs.hint')}
        </Text>
        <ScrollTable label={t('content.tabs.tariffs')} minWidth={480}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {TARIFF_TYPES.map((type) => (
                  <Table.Th key={type}>{t(`tariffs.type.${type}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COUNTRY_IDS.map((country) => (
                <Table.Tr key={country}>
                  <Table.Th>{t(`country.${country}`)}</Table.Th>
                  {TARIFF_TYPES.map((type) => (
                    <Table.Td key={type}>
                      <TextInput
                        aria-label={`${t(`country.${country}`)} — ${t(`tariffs.type.${type}`)}`}
                        value={values[cell(country, type)] ?? ''}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setValues((v) => ({ ...v, [cell(country, type)]: value }));
                        }}
                        inputMode="decimal"
                        rightSection="$"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
