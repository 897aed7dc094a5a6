/**
 * An active pickup pass: its QR code, large, and its code in large letters for when the QR cannot be
 * scanned; the slot (Tbilisi time) and the trusted person if chosen, the parcels it covers, a word that
 * it is valid until used and covers exactly these parcels (and which ready parcels it leaves out); making
 * a new pass instead, and cancelling it after a confirmation.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelPickupPass, type PickupParcel, type PickupPass } from '../api/pickup.ts';
import { slotLabel } from '../lib/slot-time.ts';
import { ParcelList } from './parcel-list.tsx';
import { PassQr, QR_SIZE } from './pass-qr.tsx';

export function PassView({
  pass,
  ready,
  onRenew,
}: {
  pass: PickupPass;
  /** What is ready at the pass's branch now. */
  ready: PickupParcel[];
  onRenew: () => void;
}) {
  const { t } = useTranslation('pickup');
  const [cancelling, setCancelling] = useState(false);
  const onPass = new Set(pass.parcels.map((p) => p.id));
  const left = ready.filter((p) => !onPass.has(p.id)).length;
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="lg"
      align={{ base: 'stretch', sm: 'flex-start' }}
      data-testid="pickup-pass"
    >
      <Stack align="center" gap={4} style={{ flexShrink: 0 }} maw="100%" w={{ sm: QR_SIZE + 16 }}>
        <PassQr value={pass.qr} alt={t('pass.qrAlt', { code: pass.code })} />
        <Text size="sm" c="dimmed" mt="xs">
          {t('pass.code')}
        </Text>
        <Text
          data-testid="pickup-code"
          ff="monospace"
          fw={700}
          fz={40}
          lh={1.1}
          style={{ letterSpacing: '0.12em' }}
        >
          {pass.code}
        </Text>
      </Stack>
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Text>{t('pass.show')}</Text>
        <Text data-testid="pickup-slot">
          <Text span fw={700}>
            {t('pass.slot')}:
          </Text>{' '}
          {pass.slot ? slotLabel(pass.slot, t) : t('pass.anyTime')}
        </Text>
        {pass.trustee && (
          <Text data-testid="pickup-trustee">
            {t('pass.trustee', { name: pass.trustee.name, personalId: pass.trustee.personalId })}
          </Text>
        )}
        <Alert variant="light" color="blue">
          {t('pass.valid')}
        </Alert>
        {left > 0 && (
          <Alert variant="light" color="yellow" data-testid="pickup-left-out">
            {t('pass.moreReady', { count: left })}
          </Alert>
        )}
        <Title order={3} size="h5">
          {t('parcels.onPass')}
        </Title>
        <ParcelList parcels={pass.parcels} label={t('parcels.onPass')} />
        <Group gap="sm" mt="xs" wrap="wrap">
          <Button variant="light" onClick={onRenew}>
            {t('pass.renew')}
          </Button>
          <Button variant="outline" color="red.9" onClick={() => setCancelling(true)}>
            {t('pass.cancel')}
          </Button>
        </Group>
      </Stack>
      {cancelling && <CancelDialog pass={pass} onClose={() => setCancelling(false)} />}
    </Flex>
  );
}

/** "Cancel pickup pass K7M2QX?": one request however often it is tapped; a refusal says why. */
function CancelDialog({ pass, onClose }: { pass: PickupPass; onClose: () => void }) {
  const { t } = useTranslation('pickup');
  const cancel = useCancelPickupPass();
  const sent = useRef(false);
  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    cancel.mutate(pass.id, {
      onSuccess: () => notifySuccess(t('pass.cancelled')),
      onError: (error) => {
        const text = errorText(error);
        if (text) notifyError(text);
      },
      onSettled: onClose,
    });
  };
  return (
    <Modal
      opened
      onClose={cancel.isPending ? () => undefined : onClose}
      title={t('pass.cancelTitle', { code: pass.code })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Text size="sm">{t('pass.cancelText')}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          {t('pass.keep')}
        </Button>
        <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
          {t('pass.confirmCancel')}
        </Button>
      </Group>
    </Modal>
  );
}
