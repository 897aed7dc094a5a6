/**
 * The courier order panel (spec §4, §5, §9): branch → flights with arrived parcels → selection; for a
 * third party a typed name and phone, otherwise the account's (read-only); region, city, an address in
 * Georgian; the fee from the shared tariff, paid to the courier, delivery in 2–3 days. A review step
 * shows the order before it is sent; once it is, the panel closes and a toast gives the order's number
 * with a link to "My courier orders" (the selection goes with the closed panel).
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { Anchor, Button, NativeSelect, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BRANCHES } from '@amanati/shared/constants';
import { COURIER_REGIONS, courierOrderSchema, type CourierRegion } from '@amanati/shared/courier';
import { codeResolver, type FieldInputProps } from '../../../lib/form.ts';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { useSession } from '../../auth/api/session.ts';
import {
  courierKeys,
  createCourierOrder,
  useCourierFlights,
  type CourierOrder,
  type CourierOrderPayload,
} from '../api/courier.ts';
import { accountName, cityOptions, orderRef } from '../lib/account.ts';
import { georgianAddressInput, hasLatin } from '../lib/georgian-address.ts';
import { CourierPrice } from './courier-price.tsx';
import { FlightPicker } from './flight-picker.tsx';
import { OrderReview } from './order-review.tsx';

/** Where the customer's orders are listed. */
export const COURIER_ORDERS_PATH = '/courier-orders';

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
  const { closePanel } = usePanels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [sending, setSending] = useState(false);
  // A second tap on Confirm while the first is on its way sends nothing.
  const inFlight = useRef(false);
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
  const chosen = (flights.data ?? []).filter((f) => form.values.ids.includes(f.flightId));
  const weight = chosen.reduce((sum, f) => sum + f.weight, 0);
  const latin = hasLatin(form.values.address);

  const toReview = form.onSubmit(() => setStep('review'));

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const { order } = await createCourierOrder(toPayload(form.values));
      closePanel();
      announce(order);
      await queryClient.invalidateQueries({ queryKey: courierKeys.all });
    } catch (error) {
      setStep('form');
      form.setErrors(fieldErrorTexts(error));
      const text = errorText(error);
      if (text) notifyError(text);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** The order's number, what to pay the courier, and the way to the list: in a toast that outlives the panel. */
  const announce = (order: CourierOrder) => {
    const id = `courier-order-${order._id}`;
    notify({
      id,
      color: 'green',
      autoClose: 20_000,
      title: t('messages.orderedTitle', { ref: orderRef(order.number) }),
      message: (
        <>
          <Text size="sm" data-testid="courier-ordered">
            {order.price === null
              ? t('messages.orderedIndividual')
              : t('messages.orderedPrice', { price: order.price.toFixed(2) })}
          </Text>
          <Anchor
            href={COURIER_ORDERS_PATH}
            size="sm"
            onClick={(event) => {
              // The toast lives outside the router: the link navigates through the panel's router.
              event.preventDefault();
              void navigate(COURIER_ORDERS_PATH);
            }}
          >
            {t('orders.link')}
          </Anchor>
        </>
      ),
    });
  };

  /**
   * The address must be in Georgian letters: a Latin key press becomes the Georgian letter of that key
   * (as in the sign-up name fields); pasted or autofilled Latin stays as it came and is flagged.
   */
  const onAddressChange = (event: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue('address', georgianAddressInput(event.currentTarget, event.nativeEvent));

  if (step === 'review')
    return (
      <OrderReview
        order={{
          flights: chosen,
          branch: form.values.branches,
          region: form.values.region,
          city: form.values.city,
          address: form.values.address.trim(),
          name: form.values.sq1 ? form.values.name.trim() : user ? accountName(user) : '',
          phone: form.values.sq1 ? form.values.phone : (user?.phone ?? ''),
        }}
        sending={sending}
        onBack={() => setStep('form')}
        onConfirm={() => void confirm()}
      />
    );

  const branchInput: FieldInputProps = form.getInputProps('branches');
  const sq1Input: FieldInputProps = form.getInputProps('sq1', { type: 'checkbox' });
  return (
    <form onSubmit={toReview} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        <Anchor component={Link} to={COURIER_ORDERS_PATH} onClick={closePanel} size="sm">
          {t('orders.link')}
        </Anchor>
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
          // Latin that came in whole is flagged at once, not only when the form is sent.
          error={latin ? t('form.addressLatin') : form.errors.address}
          onChange={onAddressChange}
        />
        <CourierPrice weight={weight} region={form.values.region} selected={form.values.ids.length > 0} />
        <Button type="submit" fullWidth>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
