/**
 * Getting a pickup pass for what is ready at a branch: optionally a 15-minute slot (a day among the
 * next 7, then one of its free times; none by default: any time in working hours) and optionally a
 * trusted person who may collect with it (name and 11-digit personal number). Validated with the shared
 * schema the server applies; the server's field errors show on their fields, other refusals above the
 * button. Making a pass again (`current`) starts from the current pass's person and time.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { WORKING_HOURS } from '@amanati/shared/constants';
import { pickupPassRequest } from '@amanati/shared/pickup';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { codeResolver } from '../../../lib/form.ts';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { useCreatePickupPass, usePickupSlots, type PickupPass, type PickupPassBody } from '../api/pickup.ts';
import { dayLabel, slotDays, slotRange } from '../lib/slot-time.ts';

export interface PassFormValues {
  /** A Tbilisi day `YYYY-MM-DD`, or '' for no slot. */
  day: string;
  /** The chosen slot's start (ISO), or ''. */
  slot: string;
  withTrustee: boolean;
  trustee: { name: string; personalId: string };
}

/** What the form asks the server for: the slot only with its day, the trusted person only when ticked. */
export function requestOf(branch: string, values: PassFormValues): PickupPassBody {
  return {
    branch,
    ...(values.day && values.slot ? { slot: values.slot } : {}),
    ...(values.withTrustee
      ? { trustee: { name: values.trustee.name.trim(), personalId: values.trustee.personalId.trim() } }
      : {}),
  };
}

const resolve = codeResolver(pickupPassRequest);

/** "09:00-19:00" as people write hours: "09:00–19:00". */
const hours = (range: string) => range.replace('-', '–');

export function PassForm({
  branch,
  current,
  onDone,
  onBack,
}: {
  branch: string;
  current?: PickupPass | undefined;
  /** The pass was made. */
  onDone?: () => void;
  /** Keep the current pass after all. */
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation('pickup');
  const create = useCreatePickupPass();
  const [failure, setFailure] = useState<string | null>(null);
  // The days offered are those of when the form opened.
  const [openedAt] = useState(() => new Date());
  const days = useMemo(() => slotDays(openedAt), [openedAt]);
  // The current pass's slot, while it is still ahead and on one of the days offered.
  const keptSlot =
    current?.slot &&
    new Date(current.slot).getTime() > openedAt.getTime() &&
    days.some((d) => d.day === tbilisiDay(current.slot!))
      ? current.slot
      : null;
  const form = useForm<PassFormValues>({
    initialValues: {
      day: keptSlot ? tbilisiDay(keptSlot) : '',
      slot: keptSlot ?? '',
      withTrustee: Boolean(current?.trustee),
      trustee: current?.trustee ?? { name: '', personalId: '' },
    },
    validate: (values) => {
      const errors = resolve(requestOf(branch, values));
      if (values.day && !values.slot) errors.slot = t('form.chooseTime');
      return errors;
    },
  });
  const { day, slot, withTrustee } = form.values;
  const slots = usePickupSlots(branch, day);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await create.mutateAsync(requestOf(branch, values));
        onDone?.();
      } catch (error) {
        const fields = fieldErrorTexts(error);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        // A refusal of no field shown here (nothing ready any more, an unknown branch) says so above the button.
        const shown = ['slot', 'trustee.name', 'trustee.personalId'];
        const other = Object.entries(fields).find(([field]) => !shown.includes(field))?.[1];
        if (other || Object.keys(fields).length === 0)
          setFailure(other ?? errorText(error) ?? t('form.failed'));
      }
    },
    (errors) => {
      if (typeof errors.branch === 'string') setFailure(errors.branch);
    },
  );

  const dayOptions = [
    { value: '', label: t('form.anyTime') },
    ...days.map((d) => {
      const label = dayLabel(d.day, t);
      return d.closed
        ? { value: d.day, label: t('form.closed', { day: label }), disabled: true }
        : { value: d.day, label };
    }),
  ];
  const free = slots.data ?? [];
  // The kept slot stays choosable even if the answer has it no more (the server then says why).
  const starts = free.map((s) => s.start);
  if (slot && !starts.some((s) => new Date(s).getTime() === new Date(slot).getTime())) starts.unshift(slot);
  const slotOptions = [
    { value: '', label: t('form.chooseTime'), disabled: true },
    ...starts.map((start) => ({ value: start, label: slotRange(start) })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Fieldset legend={t('form.slotLegend')} variant="unstyled">
          <Stack gap="xs">
            {/* One under the other: the day's "no slot" wording is long in every language. */}
            <Stack gap="xs" maw={420}>
              <NativeSelect
                label={t('form.day')}
                data={dayOptions}
                value={day}
                onChange={(e) => {
                  form.setFieldValue('day', e.currentTarget.value);
                  form.setFieldValue('slot', '');
                }}
              />
              {day &&
                (slots.isPending ? (
                  <NativeSelect
                    label={t('form.time')}
                    data={[{ value: '', label: t('form.loadingTimes') }]}
                    disabled
                  />
                ) : slots.isError ? (
                  <Text size="sm" c="red.8" role="alert">
                    {errorText(slots.error) ?? t('form.timesFailed')}
                  </Text>
                ) : starts.length === 0 ? (
                  <Text size="sm" c="dimmed" data-testid="pickup-no-times">
                    {t('form.noTimes')}
                  </Text>
                ) : (
                  <NativeSelect
                    label={t('form.time')}
                    data={slotOptions}
                    required
                    {...form.getInputProps('slot')}
                  />
                ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {t('form.hours', {
                weekdays: hours(WORKING_HOURS.weekdays),
                saturday: hours(WORKING_HOURS.saturday),
              })}
            </Text>
          </Stack>
        </Fieldset>
        <Stack gap="xs">
          <Checkbox
            label={t('form.withTrustee')}
            {...form.getInputProps('withTrustee', { type: 'checkbox' })}
          />
          {withTrustee && (
            <Stack gap="xs" pl={{ base: 0, xs: 'xl' }}>
              <Text size="sm" c="dimmed">
                {t('form.trusteeHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
                <TextInput
                  label={t('form.trusteeName')}
                  autoComplete="off"
                  required
                  {...form.getInputProps('trustee.name')}
                />
                <TextInput
                  label={t('form.trusteeId')}
                  description={t('form.trusteeIdHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  {...form.getInputProps('trustee.personalId')}
                  onChange={(e) =>
                    form.setFieldValue(
                      'trustee.personalId',
                      e.currentTarget.value.replace(/\D/g, '').slice(0, 11),
                    )
                  }
                />
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
        {failure && (
          <Alert color="red" role="alert" data-testid="pickup-failure">
            {failure}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={create.isPending}>
            {current ? t('form.submitNew') : t('form.submit')}
          </Button>
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={create.isPending}>
              {t('form.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
