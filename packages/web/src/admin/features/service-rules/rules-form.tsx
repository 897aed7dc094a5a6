/** A new service rule set (admins): prefilled with the set in force, taking effect on the day chosen. */
import { Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { serviceRulesInputSchema } from '@amanati/shared/service-rules-schema';
import type { ServiceRules } from '@amanati/shared/service-rules';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { FormFooter } from '../../components/form-footer.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { useAddServiceRules } from './api.ts';
import { formField, fromFormValues, toFormValues, type ServiceRulesFormValues } from './rules-form-values.ts';

const tomorrow = () => tbilisiDay(Date.now() + 864e5);

export function ServiceRulesForm({ current }: { current: ServiceRules }) {
  const { t } = useTranslation('admin');
  const form = useForm<ServiceRulesFormValues>({ initialValues: toFormValues(current, tomorrow()) });
  const toFields = (errors: Record<string, string>) =>
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, text]) => [formField(path), text])));
  const { failure, setFailure, fail } = useFormFailure(toFields);
  const add = useAddServiceRules();
  const submit = form.onSubmit((values) => {
    const checked = validateWith(serviceRulesInputSchema, fromFormValues(values), true);
    if (checked.errors) {
      toFields(checked.errors);
      return setFailure(t('serviceRules.fixFields'));
    }
    setFailure(null);
    add.mutate(checked.data, {
      onSuccess: (r) => {
        toastDone(t('serviceRules.saved', { date: r.ruleSet.effectiveFrom }));
        form.setFieldValue('note', '');
      },
      onError: fail,
    });
  });
  const lari = { rightSection: '₾', inputMode: 'decimal' as const };
  const days = {
    rightSection: t('serviceRules.daysUnit'),
    inputMode: 'numeric' as const,
    rightSectionWidth: 56,
  };
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="service-rules-new"
    >
      <Stack>
        <Title order={2} size="h4" id="service-rules-new">
          {t('serviceRules.new')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('serviceRules.newHint')}
        </Text>
        <TextInput
          type="date"
          label={t('serviceRules.effectiveFrom')}
          maw={260}
          {...form.getInputProps('effectiveFrom')}
        />
        <Title order={3} size="h5">
          {t('serviceRules.insurance')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label={t('serviceRules.percent')}
            rightSection="%"
            inputMode="decimal"
            {...form.getInputProps('insurancePercent')}
          />
          <TextInput
            label={t('serviceRules.minimum')}
            {...lari}
            {...form.getInputProps('insuranceMinimum')}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('serviceRules.claims')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label={t('serviceRules.damagedWithin')}
            {...days}
            {...form.getInputProps('damagedWithinDays')}
          />
          <TextInput
            label={t('serviceRules.missingAfter')}
            {...days}
            {...form.getInputProps('missingAfterDays')}
          />
          <TextInput label={t('serviceRules.reviewDays')} {...days} {...form.getInputProps('reviewDays')} />
          <TextInput
            label={t('serviceRules.liabilityPerKg')}
            {...lari}
            {...form.getInputProps('liabilityPerKg')}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('serviceRules.storage')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput label={t('serviceRules.freeDays')} {...days} {...form.getInputProps('freeDays')} />
          <TextInput label={t('serviceRules.feePerKg')} {...lari} {...form.getInputProps('feePerKg')} />
          <TextInput
            label={t('serviceRules.noticeDays')}
            {...days}
            {...form.getInputProps('noticeDaysBefore')}
          />
        </SimpleGrid>
        <Textarea label={t('serviceRules.note')} autosize minRows={2} {...form.getInputProps('note')} />
        <FormFooter failure={failure} busy={add.isPending} submitLabel={t('serviceRules.schedule')} />
      </Stack>
    </Paper>
  );
}
