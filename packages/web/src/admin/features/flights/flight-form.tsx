/**
 * Create or edit a flight: country and code only when creating (the code is generated from country and
 * departure day when left empty); the declaration deadline defaults to 3 days after departure. When
 * editing, a moved departure carries the deadline along unless it is changed too, and an emptied deadline
 * is cleared.
 */
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flightInputSchema, flightPatchSchema } from '@amanati/shared/admin';
import type { StaffFlight } from '@amanati/shared/answers/admin/flights';
import type { Language } from '@amanati/shared/localized';
import { FormFooter } from '../../components/form-footer.tsx';
import { CountrySelect } from '../../components/pickers.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { useRemarks, useSaveFlight } from './api.ts';
import { dayToIso, isoToDay, isoToLocal, localToIso } from './flight-dates.ts';

interface Values {
  country: string;
  code: string;
  flightNumber: string;
  departedAt: string;
  estimatedAt: string;
  declarationDeadline: string;
  remarkKey: string;
  tbilisi: boolean;
  custom: boolean;
  updateStatus: boolean;
}

const valuesOf = (f: StaffFlight | null): Values => ({
  country: f?.countryId ?? '1',
  code: '',
  flightNumber: f?.flightNumber ?? '',
  departedAt: isoToDay(f?.startdAt ?? null),
  estimatedAt: isoToDay(f?.estimatedAt ?? null),
  declarationDeadline: isoToLocal(f?.declarationDeadline ?? null),
  remarkKey: f?.remarkKey ?? '',
  tbilisi: f?.tbilisi ?? true,
  custom: f?.custom ?? false,
  updateStatus: f?.updateStatus ?? true,
});

export function FlightFormModal({
  flight,
  opened,
  onClose,
  onSaved,
}: {
  /** null: a new flight. */
  flight: StaffFlight | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (flight: StaffFlight) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={flight ? t('flights.editTitle', { code: flight.flightId }) : t('flights.newTitle')}
      size="lg"
    >
      {opened && <FlightForm flight={flight} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function FlightForm({
  flight,
  onClose,
  onSaved,
}: {
  flight: StaffFlight | null;
  onClose: () => void;
  onSaved?: ((flight: StaffFlight) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const [values, setValues] = useState<Values>(() => valuesOf(flight));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, fail } = useFormFailure(setErrors);
  const remarks = useRemarks();
  const save = useSaveFlight();
  const lang = i18n.language as Language;

  const text = (name: keyof Values) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const flag = (name: 'tbilisi' | 'custom' | 'updateStatus') => ({
    checked: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const checked = e.currentTarget.checked;
      setValues((v) => ({ ...v, [name]: checked }));
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const wire = {
      flightNumber: values.flightNumber.trim(),
      departedAt: dayToIso(values.departedAt),
      estimatedAt: dayToIso(values.estimatedAt),
      declarationDeadline: localToIso(values.declarationDeadline),
      remarkKey: values.remarkKey || null,
      tbilisi: values.tbilisi,
      custom: values.custom,
      updateStatus: values.updateStatus,
    };
    let body: Record<string, unknown>;
    if (flight) {
      // Only what changed: a deadline moved into the future reopens declaring unless the switch is touched;
      // an emptied deadline is cleared (null).
      const before = valuesOf(flight);
      const changed = {
        ...wire,
        declarationDeadline:
          wire.declarationDeadline ?? (values.declarationDeadline.trim() ? undefined : null),
      };
      body = Object.fromEntries(
        (Object.keys(changed) as (keyof typeof changed)[])
          .filter((key) => values[key] !== before[key] && changed[key] !== undefined)
          .map((key) => [key, changed[key]]),
      );
    } else {
      body = {
        ...wire,
        country: Number(values.country),
        ...(values.code.trim() ? { code: values.code.trim().toUpperCase() } : {}),
      };
      if (!body.declarationDeadline) delete body.declarationDeadline;
    }
    const checked = validateWith(flight ? flightPatchSchema : flightInputSchema, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    save.mutate(flight ? { id: flight._id, patch: body } : { create: body }, {
      onSuccess: ({ flight: saved }) => {
        toastDone(t(flight ? 'flights.saved' : 'flights.created', { code: saved.flightId }));
        onClose();
        onSaved?.(saved);
      },
      onError: fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {!flight && (
          <SimpleGrid cols={2}>
            <CountrySelect
              label={t('common.country')}
              value={values.country}
              onChange={(country) => setValues((v) => ({ ...v, country }))}
            />
            <TextInput label={t('flights.code')} description={t('flights.codeHint')} {...text('code')} />
          </SimpleGrid>
        )}
        <SimpleGrid cols={2}>
          <TextInput label={t('flights.number')} {...text('flightNumber')} />
          <NativeSelect
            label={t('flights.remark')}
            {...text('remarkKey')}
            data={[
              { value: '', label: t('flights.noRemark') },
              ...(remarks.data ?? []).map((r) => ({ value: r.key, label: r[lang] ?? r.key })),
            ]}
          />
          <TextInput type="date" label={t('flights.departure')} required {...text('departedAt')} />
          <TextInput type="date" label={t('flights.estimated')} required {...text('estimatedAt')} />
          <TextInput
            type="datetime-local"
            label={t('flights.deadline')}
            description={t(flight ? 'flights.deadlineHintEdit' : 'flights.deadlineHint')}
            {...text('declarationDeadline')}
          />
        </SimpleGrid>
        <Group>
          <Switch label={t('flights.tbilisi')} {...flag('tbilisi')} />
          <Switch label={t('flights.custom')} {...flag('custom')} />
          <Switch label={t('flights.updateStatus')} {...flag('updateStatus')} error={errors.updateStatus} />
        </Group>
        <FormFooter failure={failure} busy={save.isPending}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
