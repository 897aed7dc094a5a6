/** What can be done with a flight: mark it arrived (until it is), the customs manifests, edit. */
import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFlight } from '@amanati/shared/answers/admin/flights';
import { downloadFile } from '../../lib/download.ts';
import { toastError } from '../../lib/toast.ts';
import { ArrivalDialog } from './arrival-dialog.tsx';
import { FlightFormModal } from './flight-form.tsx';

export function FlightActions({ flight }: { flight: StaffFlight }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const manifest = (ext: 'csv' | 'xlsx') =>
    downloadFile(
      `/api/admin/flights/${flight._id}/manifest.${ext}`,
      `manifest-${flight.flightId}.${ext}`,
    ).catch(toastError);
  return (
    <Group>
      {flight.endAt ? (
        <Badge color="green" variant="dot" size="lg">
          {t('flights.arrivedBadge')}
        </Badge>
      ) : (
        <Button onClick={() => setConfirming(true)}>{t('flights.markArrived')}</Button>
      )}
      <Button variant="default" onClick={() => void manifest('csv')}>
        {t('flights.manifestCsv')}
      </Button>
      <Button variant="default" onClick={() => void manifest('xlsx')}>
        {t('flights.manifestXlsx')}
      </Button>
      <Button variant="light" onClick={() => setEditing(true)}>
        {t('common.edit')}
      </Button>
      <FlightFormModal flight={flight} opened={editing} onClose={() => setEditing(false)} />
      <ArrivalDialog flight={flight} opened={confirming} onClose={() => setConfirming(false)} />
    </Group>
  );
}
