/**
 * Declare / Edit / Delete of one parcel exactly as spec §4 rules them (shared `editRight`, `editButton`,
 * `canDelete`); Delete asks "Are you sure?" first.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canDelete, editButton, editRight } from '@amanati/shared/parcel-rules';
import type { ProductWire } from '@amanati/shared/parcels';
import { usePanels } from '../../../lib/panels.tsx';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteParcel, type ListFlight } from '../api/parcels.ts';
import { reloadParcelList } from '../api/list-limits.ts';

// The confirmation's modal loads when asked, not with every list.
const DeleteConfirm = lazy(() => import('../components/delete-confirm.tsx'));

interface Props {
  parcel: ProductWire;
  flight: ListFlight | undefined;
}

/** Whether the parcel has any action (a list with none for any of its parcels drops the column). */
export function hasActions(parcel: ProductWire, flight: ListFlight | undefined): boolean {
  return (
    Boolean(editButton(parcel, editRight(parcel, flight ? flight.updateStatus : null))) || canDelete(parcel)
  );
}

export function ParcelActions({ parcel, flight }: Props) {
  const { t } = useTranslation('parcels');
  const { openPanel } = usePanels();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const right = editRight(parcel, flight ? flight.updateStatus : null);
  const button = editButton(parcel, right);
  const removable = canDelete(parcel);
  const remove = useMutation({
    mutationFn: () => deleteParcel(parcel._id),
    onSuccess: async () => {
      setConfirming(false);
      notifySuccess(t('actions.deleted', { tracking: parcel.productOrderId }));
      await reloadParcelList(queryClient);
    },
    onError: (error) => {
      const text = errorText(error);
      if (text) notifyError(text);
    },
  });

  if (!button && !removable) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {button && (
        <Button
          size="compact-sm"
          variant={button === 'declare' ? 'filled' : 'light'}
          aria-label={t(`actions.${button}Of`, { tracking: parcel.productOrderId })}
          onClick={() =>
            openPanel('updateParcel', { parcel, right, flightDeadline: flight?.declarationDeadline ?? null })
          }
        >
          {t(`actions.${button}`)}
        </Button>
      )}
      {removable && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={t('actions.deleteOf', { tracking: parcel.productOrderId })}
          onClick={() => setConfirming(true)}
        >
          {t('actions.delete')}
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <DeleteConfirm
            tracking={parcel.productOrderId}
            deleting={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => remove.mutate()}
          />
        </Suspense>
      )}
    </Group>
  );
}
