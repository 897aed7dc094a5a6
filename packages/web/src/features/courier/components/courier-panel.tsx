/**
 * The courier order panel (spec §4, §5, §9): branch → flights with arrived parcels → selection; for a
 * third party a typed name and phone, otherwise the account's (read-only); region, city, an address in
 * Georgian; the fee from the shared tariff, paid to the courier, delivery in 2–3 days. The selection is
 * cleared after ordering.
 */
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, NativeSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRANCHES } from '@amanati/shared/constants';
import { COURIER_REGIONS, courierOrderSchema, type CourierRegion } from '@amanati/shared/courier';
import { codeResolver, type FieldInputProps } from '../../../lib/form.ts';
import { typeInGeorgian } from '../../../lib/georgian-input.ts';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../auth/api/session.ts';
import {
  courierKeys,
  createCourierOrder,
  useCourierFlights,
  type CourierOrderPayload,
} from '../api/courier.ts';
import { accountName, cityOptions } from '../lib/account.ts';
import { CourierPrice } from './courier-price.tsx';
import { FlightPicker } from './flight-picker.tsx';

interface Values {
  branches: string;
  ids: string[];
  sq1: boolean;
  name: string;
  phone: string;
  region: CourierRegion;
  city: string;
  address: string;
}

const toPayload = (v: Values): CourierOrderPayload => ({
  ids: v.ids,
  sq1: v.sq1,
  region: v.region,
  city: v.city,
  address: v.address.trim(),
  branches: v.branches,
  ...(v.sq1 ? { name: v.name.trim(), phone: v.phone.trim() } : {}),
});

export default function CourierPanel() {
  const { t, i18n } = useTranslation('courier');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [ordered, setOrdered] = useState<{ price: number | null } | null>(null);
  const resolve = codeResolver(courierOrderSchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      branches: user?.takedPlaced.address ?? '',
      ids: [],
      sq1: false,
      name: '',
      phone: '',
      region: 'tbilisi',
      city: user?.information.city ?? '',
      address: user?.information.address ?? '',
    },
    validateInputOnBlur: true,
    validate: (values) => resolve(toPayload(values)),
  });
  const flights = useCourierFlights(form.values.branches);
  const weight = (flights.data ?? [])
    .filter((f) => form.values.ids.includes(f.flightId))
    .reduce((sum, f) => sum + f.weight, 0);

  const submit = form.onSubmit(async (values) => {
    try {
      const { order } = await createCourierOrder(toPayload(values));
      setOrdered({ price: order.price });
      notifySuccess(t('messages.ordered'));
      form.setFieldValue('ids', []);
      await queryClient.invalidateQueries({ queryKey: courierKeys.all });
    } catch (error) {
      form.setErrors(fieldErrorTexts(error));
      const text = errorText(error);
      if (text) notifyError(text);
    }
  });

  /**
   * The address must be in Georgian letters: as in the sign-up name fields, a Latin key press (or
   * pasted Latin text) becomes the Georgian letter of that key on the Georgian keyboard.
   */
  const onAddressChange = (event: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue('address', typeInGeorgian(event.currentTarget));

  const branchInput: FieldInputProps = form.getInputProps('branches');
  const sq1Input: FieldInputProps = form.getInputProps('sq1', { type: 'checkbox' });
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        {ordered && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setOrdered(null)}>
            {ordered.price === null
              ? t('messages.orderedIndividual')
              : t('messages.orderedPrice', { price: ordered.price.toFixed(2) })}
          </Alert>
        )}
        <NativeSelect
          label={t('form.branch')}
          withAsterisk
          data={[
            { value: '', label: t('form.choose'), disabled: true },
            ...BRANCHES.map((b) => ({ value: b.code, label: t(`common:branches.${b.code}`) })),
          ]}
          {...branchInput}
          onChange={(e) => {
            branchInput.onChange(e);
            form.setFieldValue('ids', []);
          }}
        />
        <FlightPicker
          branch={form.values.branches}
          value={form.values.ids}
          onChange={(ids) => form.setFieldValue('ids', ids)}
          error={form.errors.ids}
        />
        <Switch
          label={t('form.thirdParty')}
          description={t('form.thirdPartyHint')}
          {...sq1Input}
          onChange={(e) => {
            sq1Input.onChange(e);
            form.setFieldValue('name', '');
            form.setFieldValue('phone', '');
          }}
        />
        {form.values.sq1 ? (
          <>
            <TextInput label={t('form.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label={t('form.phone')}
              description={t('form.phoneHint')}
              withAsterisk
              inputMode="numeric"
              {...form.getInputProps('phone')}
              // Digits only: a pasted "577-11-22-33" keeps its nine digits.
              onChange={(e) =>
                form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, '').slice(0, 9))
              }
            />
          </>
        ) : (
          <>
            <TextInput
              label={t('form.name')}
              value={user ? accountName(user) : ''}
              readOnly
              variant="filled"
            />
            <TextInput label={t('form.phone')} value={user?.phone ?? ''} readOnly variant="filled" />
          </>
        )}
        <Radio.Group label={t('form.region')} withAsterisk {...form.getInputProps('region')}>
          <Stack gap={6} mt={6}>
            {COURIER_REGIONS.map((r) => (
              <Radio key={r} value={r} label={t(`regions.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={t('form.city')}
          withAsterisk
          data={[{ value: '', label: t('form.choose'), disabled: true }, ...cityOptions(i18n.language)]}
          {...form.getInputProps('city')}
        />
        <TextInput
          label={t('form.address')}
          description={t('form.addressHint')}
          withAsterisk
          lang="ka"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('address')}
          onChange={onAddressChange}
        />
        <CourierPrice weight={weight} region={form.values.region} selected={form.values.ids.length > 0} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
