/**
 * Marking a flight arrived: the landing time in Tbilisi (now when the dialog opens), checked with the
 * shared arrival rule before it is sent; the server's refusal shows on the field and the dialog stays.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFlight } from '@amanati/shared/answers/admin/flights';
import { arrivalProblem } from '@amanati/shared/flights';
import { MSG } from '@amanati/shared/messages';
import { fromTbilisiLocal } from '@amanati/shared/tbilisi-time';
import { adminFieldErrors, codeText } from '../../lib/errors.ts';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useArrive } from './api.ts';
import { isoToLocal } from './flight-dates.ts';

export function ArrivalDialog({
  flight,
  opened,
  onClose,
}: {
  flight: StaffFlight;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('flights.arriveTitle')}
    >
      {/* Mounted on each opening, so the landing time starts at that moment. */}
      {opened && <ArrivalForm flight={flight} onClose={onClose} />}
    </Modal>
  );
}

function ArrivalForm({ flight, onClose }: { flight: StaffFlight; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const arrive = useArrive(flight._id);
  // As the datetime field takes it.
  const [landedAt, setLandedAt] = useState(() => isoToLocal(new Date().toISOString()));
  const [landedError, setLandedError] = useState<string | null>(null);

  const confirm = () => {
    const endAt = fromTbilisiLocal(landedAt);
    const problem = endAt ? arrivalProblem(endAt, flight.startdAt) : MSG.invalidValue;
    setLandedError(problem && codeText(problem));
    if (problem || !endAt) return;
    arrive.mutate(endAt.toISOString(), {
      onSuccess: (r) => {
        onClose();
        toastDone(t('flights.arrived', { code: r.flight, count: r.parcels, customers: r.customers }));
      },
      onError: (error) => {
        const field = adminFieldErrors(error).endAt;
        if (field) setLandedError(field);
        else toastError(error);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <Stack>
        <Text>{t('flights.arriveText', { code: flight.flightId, count: flight.parcels ?? 0 })}</Text>
        <TextInput
          type="datetime-local"
          label={t('flights.landedAt')}
          description={t('flights.landedAtHint')}
          value={landedAt}
          onChange={(e) => setLandedAt(e.currentTarget.value)}
          error={landedError}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={arrive.isPending} data-autofocus>
            {t('flights.markArrived')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
