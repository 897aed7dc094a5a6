/** A new customs rule set (admins): prefilled with the set in force, taking effect on the day chosen. */
import {
  Accordion,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '@amanati/shared/categories';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import { customsRulesInputSchema } from '@amanati/shared/customs-rules-schema';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { FormFooter } from '../../components/form-footer.tsx';
import { categoryName } from '../../lib/labels.ts';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { useAddCustomsRules } from './api.ts';
import { formField, fromFormValues, toFormValues, type RulesFormValues } from './rules-form-values.ts';

const tomorrow = () => tbilisiDay(Date.now() + 864e5);

export function RulesForm({ current }: { current: CustomsRules }) {
  const { t, i18n } = useTranslation('admin');
  const form = useForm<RulesFormValues>({ initialValues: toFormValues(current, tomorrow()) });
  const toFields = (errors: Record<string, string>) =>
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, text]) => [formField(path), text])));
  const { failure, setFailure, fail } = useFormFailure(toFields);
  const add = useAddCustomsRules();
  const submit = form.onSubmit((values) => {
    const checked = validateWith(customsRulesInputSchema, fromFormValues(values), true);
    if (checked.errors) {
      toFields(checked.errors);
      return setFailure(t('customs.fixFields'));
    }
    setFailure(null);
    add.mutate(checked.data, {
      onSuccess: (r) => {
        toastDone(t('customs.saved', { date: r.ruleSet.effectiveFrom }));
        form.setFieldValue('note', '');
      },
      onError: fail,
    });
  });
  const lari = { rightSection: '₾', inputMode: 'decimal' as const };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('customs.new')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('customs.newHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            type="date"
            label={t('customs.effectiveFrom')}
            {...form.getInputProps('effectiveFrom')}
          />
          <TextInput label={t('customs.threshold')} {...lari} {...form.getInputProps('threshold')} />
          <NativeSelect
            label={t('customs.comparison')}
            data={[
              { value: 'gte', label: t('customs.gte') },
              { value: 'gt', label: t('customs.gt') },
            ]}
            {...form.getInputProps('comparison')}
          />
          <TextInput
            label={t('customs.weightLimit')}
            rightSection="kg"
            inputMode="decimal"
            {...form.getInputProps('weightLimitKg')}
          />
          <NativeSelect
            label={t('customs.grouping')}
            data={[
              { value: 'shop_flight', label: t('customs.groupingShopFlight') },
              { value: 'flight', label: t('customs.groupingFlight') },
            ]}
            {...form.getInputProps('grouping')}
          />
          <TextInput
            label={t('customs.vat')}
            rightSection="%"
            inputMode="decimal"
            {...form.getInputProps('vatPercent')}
          />
          <TextInput
            label={t('customs.treasuryCode')}
            inputMode="numeric"
            {...form.getInputProps('treasuryCode')}
          />
          <TextInput label={t('customs.serviceFee')} {...lari} {...form.getInputProps('serviceFee')} />
          <TextInput
            label={t('customs.graceDays')}
            inputMode="numeric"
            {...form.getInputProps('graceDays')}
          />
        </SimpleGrid>
        <Text fw={600}>{t('customs.bands')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.bands.map((_, i) => {
            const last = i === form.values.bands.length - 1;
            return (
              <SimpleGrid key={i} cols={2}>
                <TextInput
                  label={last ? t('customs.bandAbove') : t('customs.bandUpTo', { n: i + 1 })}
                  disabled={last}
                  placeholder={last ? '∞' : undefined}
                  {...lari}
                  {...form.getInputProps(`bands.${i}.upTo`)}
                />
                <TextInput
                  label={t('customs.bandFee', { n: i + 1 })}
                  {...lari}
                  {...form.getInputProps(`bands.${i}.fee`)}
                />
              </SimpleGrid>
            );
          })}
        </SimpleGrid>
        <Accordion variant="contained">
          <Accordion.Item value="duty">
            <Accordion.Control>{t('customs.duty')}</Accordion.Control>
            <Accordion.Panel>
              <Table>
                <Table.Tbody>
                  {CATEGORY_CODES.map((code) => (
                    <Table.Tr key={code}>
                      <Table.Td>{categoryName(code, i18n.language)}</Table.Td>
                      <Table.Td w={140}>
                        <TextInput
                          aria-label={t('customs.dutyOf', { category: categoryName(code, i18n.language) })}
                          rightSection="%"
                          inputMode="decimal"
                          placeholder="0"
                          {...form.getInputProps(`duty.${code}`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Textarea label={t('customs.note')} autosize minRows={2} {...form.getInputProps('note')} />
        <FormFooter failure={failure} busy={add.isPending} submitLabel={t('customs.schedule')} />
      </Stack>
    </Paper>
  );
}
