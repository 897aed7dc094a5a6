/** The fields of the add/update parcel panel (spec §3, §5). */
import { Group, NativeSelect, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BRANCHES, COUNTRY_IDS, CURRENCIES, LIMITS } from '@amanati/shared/constants';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from '@amanati/shared/shops';
import type { FieldInputProps } from '../../../lib/form.ts';
import { categoryOptions } from '../lib/labels.ts';
import type { ParcelFormValues } from '../lib/parcel-form.ts';

export interface FieldsProps {
  form: UseFormReturnType<ParcelFormValues>;
  locked: Partial<Record<keyof ParcelFormValues, boolean>>;
}

/** A select with a disabled, empty first option asking to choose. */
const withPlaceholder = (placeholder: string, data: { value: string; label: string }[]) => [
  { value: '', label: placeholder, disabled: true },
  ...data,
];

export function GoodsFields({ form, locked }: FieldsProps) {
  const { t, i18n } = useTranslation('parcels');
  return (
    <>
      <TextInput
        label={t('form.tracking')}
        description={t('form.trackingHint')}
        withAsterisk
        autoComplete="off"
        disabled={locked.productOrderId}
        {...form.getInputProps('productOrderId')}
      />
      <NativeSelect
        label={t('form.category')}
        withAsterisk
        disabled={locked.productName}
        data={withPlaceholder(t('form.choose'), categoryOptions(i18n.language))}
        {...form.getInputProps('productName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('form.quantity')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          disabled={locked.quantity}
          {...form.getInputProps('quantity')}
        />
        <TextInput
          label={t('form.amount')}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          disabled={locked.amount}
          {...form.getInputProps('amount')}
        />
        <NativeSelect
          label={t('form.currency')}
          withAsterisk
          disabled={locked.currency}
          data={withPlaceholder(
            t('form.choose'),
            CURRENCIES.map((c) => ({ value: c, label: c })),
          )}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
    </>
  );
}

/** What shops of each country usually charge in: China yuan, USA dollars, Turkey lira. */
const USUAL_CURRENCY: Record<number, string> = { 1: 'CNY', 2: 'USD', 3: 'TRY' };

export function OriginFields({ form, locked }: FieldsProps) {
  const { t } = useTranslation('parcels');
  const country = Number(form.values.senderCountryId) as 1 | 2 | 3;
  const shops = SHOPS_BY_COUNTRY[country] ?? [];
  const countryInput: FieldInputProps = form.getInputProps('senderCountryId');
  return (
    <>
      <NativeSelect
        label={t('form.country')}
        withAsterisk
        disabled={locked.senderCountryId}
        data={withPlaceholder(
          t('form.choose'),
          COUNTRY_IDS.map((id) => ({ value: String(id), label: t(`common:countries.${id}`) })),
        )}
        {...countryInput}
        onChange={(e) => {
          countryInput.onChange(e);
          form.setFieldValue('shop', '');
          // The country's usual currency, unless one is chosen already.
          const usual =
            USUAL_CURRENCY[Number((e as { currentTarget: HTMLSelectElement }).currentTarget.value)];
          if (usual && !form.values.currency && !locked.currency) form.setFieldValue('currency', usual);
        }}
      />
      <NativeSelect
        label={t('form.shop')}
        withAsterisk={!form.values.personalParcel}
        disabled={locked.shop || shops.length === 0}
        data={withPlaceholder(t(shops.length ? 'form.choose' : 'form.countryFirst'), [
          ...shops.map((s) => ({ value: s.code, label: s.name })),
          ...(shops.length ? [{ value: OTHER_SHOP, label: t('form.otherShop') }] : []),
        ])}
        {...form.getInputProps('shop')}
      />
      {form.values.shop === OTHER_SHOP && (
        <TextInput
          label={t('form.otherShopName')}
          description={t('form.otherShopHint')}
          withAsterisk
          disabled={locked.otherShop}
          {...form.getInputProps('otherShop')}
        />
      )}
      <Switch
        label={t('form.personalParcel')}
        description={t('form.personalParcelHint')}
        disabled={locked.personalParcel}
        {...form.getInputProps('personalParcel', { type: 'checkbox' })}
      />
      {form.values.personalParcel && (
        <TextInput
          label={t('form.senderName')}
          withAsterisk
          disabled={locked.senderName}
          {...form.getInputProps('senderName')}
        />
      )}
    </>
  );
}

export function DeliveryFields({ form, locked }: FieldsProps) {
  const { t } = useTranslation('parcels');
  const length = form.values.description.length;
  return (
    <>
      <NativeSelect
        label={t('form.branch')}
        withAsterisk
        disabled={locked.branches}
        data={withPlaceholder(
          t('form.choose'),
          BRANCHES.map((b) => ({ value: b.code, label: t(`common:branches.${b.code}`) })),
        )}
        {...form.getInputProps('branches')}
      />
      <Textarea
        label={t('form.comment')}
        rows={3}
        maxLength={LIMITS.noteMaxLength}
        {...form.getInputProps('description')}
        description={
          <Group component="span" justify="flex-end">
            {t('form.commentCounter', { count: length, max: LIMITS.noteMaxLength })}
          </Group>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
