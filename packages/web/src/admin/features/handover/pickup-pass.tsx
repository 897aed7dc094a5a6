/**
 * A customer's pickup pass at the counter (issue 21 §1): its code typed, scanned by a barcode scanner
 * (which types the QR's text and Enter), by the camera, or read from a photo; then the customer, the slot,
 * exactly the pass's parcels and the trustee, and the hand-over to the customer or to the trustee, whose
 * personal number the staff member reads from the ID document (the server compares it with the pass).
 */
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BranchCode } from '@amanati/shared/constants';
import type { StaffPickupPassAnswer } from '@amanati/shared/answers/pickup';
import { pickupHandoverRequest, type PickupHandoverRequest } from '@amanati/shared/pickup';
import { ApiError } from '../../../lib/api.ts';
import { formatWeight } from '../../../lib/format.ts';
import { Fact } from '../../components/fact.tsx';
import { adminErrorText, adminFieldErrors } from '../../lib/errors.ts';
import { validateWith } from '../../lib/validate.ts';
import { useFindPickupPass, usePickupHandover } from './api.ts';
import { cameraScanAvailable, PassCamera } from './pass-camera.tsx';
import { slotText } from './pass-slot.ts';
import { readQrCode } from './read-qr.ts';
import { passCodeOf } from './scanned-text.ts';

/** What the page may ask of the block: look up a pass scanned into another field (the customer search). */
export interface PickupPassHandle {
  look: (text: string) => void;
}

export function PickupPass({ branch, ref }: { branch: BranchCode; ref?: Ref<PickupPassHandle> }) {
  const { t } = useTranslation('admin');
  const find = useFindPickupPass();
  const [typed, setTyped] = useState('');
  // Why the last try found nothing before asking the server (not a code, no QR in the photo).
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [reading, setReading] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const withCamera = cameraScanAvailable();

  const look = (text: string) => {
    setDone(null);
    setProblem(null);
    find.reset();
    const code = passCodeOf(text);
    if (!code) {
      setProblem(t('handover.pass.badCode'));
      field.current?.select();
      return;
    }
    find.mutate(
      { code, branch },
      {
        // The field is ready for the next scan: empty once found, its text selected (replaced) if not.
        onSuccess: () => setTyped(''),
        onError: () => field.current?.select(),
      },
    );
  };
  useImperativeHandle(ref, () => ({ look }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    look(typed);
  };

  const readPhoto = async (file: File) => {
    setDone(null);
    setProblem(null);
    find.reset();
    setReading(true);
    try {
      const text = await readQrCode(file);
      if (text === null) setProblem(t('handover.pass.noQr'));
      else if (!passCodeOf(text)) setProblem(t('handover.pass.notPass'));
      else look(text);
    } catch (err) {
      console.warn('QR photo unreadable', err);
      setProblem(t('handover.pass.badImage'));
    } finally {
      setReading(false);
    }
  };

  const finish = (count: number) => {
    find.reset();
    setDone(t('handover.pass.done', { count }));
    field.current?.focus();
  };
  const close = () => {
    find.reset();
    field.current?.focus();
  };

  const failure = problem ?? (find.isError ? adminErrorText(find.error) : null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('handover.pass.title')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              ref={field}
              label={t('handover.pass.code')}
              description={t('handover.pass.codeHint')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              // The counter's first field: a barcode scanner types into it.
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              style={{ flex: '1 1 14rem' }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Button type="submit" loading={find.isPending}>
              {t('handover.pass.find')}
            </Button>
          </Group>
        </form>
        <Group gap="sm">
          {withCamera && (
            <Button variant="light" onClick={() => setCamera(true)}>
              {t('handover.pass.camera')}
            </Button>
          )}
          <Button variant="light" loading={reading} onClick={() => photo.current?.click()}>
            {t('handover.pass.photo')}
          </Button>
          <input
            ref={photo}
            type="file"
            accept="image/*"
            hidden
            data-testid="pickup-qr-file"
            aria-label={t('handover.pass.photo')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // The same photo chosen again is read again.
              e.currentTarget.value = '';
              if (file) void readPhoto(file);
            }}
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {find.data && (
          <PassCard
            key={find.data.pass.id}
            found={find.data}
            branch={branch}
            onDone={finish}
            onClose={close}
          />
        )}
      </Stack>
      {withCamera && <PassCamera opened={camera} onClose={() => setCamera(false)} onScan={look} />}
    </Paper>
  );
}

function PassCard({
  found: { pass, customer },
  branch,
  onDone,
  onClose,
}: {
  found: StaffPickupPassAnswer;
  branch: BranchCode;
  onDone: (handedOver: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const handOver = usePickupHandover();
  const titleId = useId();
  const [toTrustee, setToTrustee] = useState(false);
  const [personalId, setPersonalId] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (request: PickupHandoverRequest) => {
    setFailure(null);
    setIdError(null);
    const checked = validateWith(pickupHandoverRequest, request);
    if (checked.errors) {
      if (checked.errors.trusteePersonalId) setIdError(checked.errors.trusteePersonalId);
      else setFailure(Object.values(checked.errors)[0] ?? null);
      return;
    }
    handOver.mutate(
      { passId: pass.id, ...checked.data },
      {
        onSuccess: (r) => onDone(r.handedOver),
        onError: (error) => {
          const onField =
            adminFieldErrors(error).trusteePersonalId ??
            (error instanceof ApiError && error.code === 'pickup_trustee_mismatch'
              ? adminErrorText(error)
              : undefined);
          if (onField) setIdError(onField);
          else setFailure(adminErrorText(error));
        },
      },
    );
  };

  const toTrusteeSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    send({ branch, collector: 'trustee', trusteePersonalId: personalId.trim() });
  };

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-body)" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {t('handover.pass.card', { code: pass.code })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('handover.pass.forBranch', { branch: t(`branch.${pass.branch}`) })}
            </Text>
          </div>
          <CloseButton aria-label={t('common.close')} onClick={onClose} />
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('handover.pass.customer')} fw={600}>
            {customer.name}
          </Fact>
          <Fact label={t('common.axid')}>{customer.axid}</Fact>
          <Fact label={t('common.phone')}>{customer.phone ?? '—'}</Fact>
          <Fact label={t('handover.pass.slot')}>
            {pass.slot ? slotText(pass.slot) : t('handover.pass.noSlot')}
          </Fact>
        </SimpleGrid>

        <div>
          <Text fw={600} id={`${titleId}-parcels`}>
            {t('handover.pass.parcels', { count: pass.parcels.length })}
          </Text>
          <Box
            component="ul"
            aria-labelledby={`${titleId}-parcels`}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {pass.parcels.map((p) => (
              <Box
                component="li"
                key={p.id}
                data-testid="pickup-pass-parcel"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.tracking}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('handover.flight')}: {p.flight ?? '—'} · {t('common.weight')}:{' '}
                  {p.weightKg === null ? '—' : formatWeight(p.weightKg)}
                </Text>
              </Box>
            ))}
          </Box>
        </div>

        {pass.trustee && (
          <Alert color="blue" title={t('handover.pass.trustee')} data-testid="pickup-pass-trustee">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              <Fact label={t('common.name')}>{pass.trustee.name}</Fact>
              <Fact label={t('handover.pass.personalId')} ff="monospace">
                {pass.trustee.personalId}
              </Fact>
            </SimpleGrid>
          </Alert>
        )}

        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}

        {toTrustee ? (
          <form onSubmit={toTrusteeSubmit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('handover.pass.documentId')}
                description={t('handover.pass.documentIdHint')}
                value={personalId}
                onChange={(e) => setPersonalId(e.currentTarget.value)}
                error={idError}
                required
                autoFocus
                autoComplete="off"
                inputMode="numeric"
                maxLength={11}
                style={{ maxWidth: '20rem' }}
              />
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => {
                    setToTrustee(false);
                    setIdError(null);
                  }}
                >
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={handOver.isPending}>
                  {t('handover.pass.confirmTrustee')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="flex-end" gap="sm">
            {pass.trustee && (
              <Button
                variant="default"
                onClick={() => {
                  setFailure(null);
                  setToTrustee(true);
                }}
              >
                {t('handover.pass.toTrustee')}
              </Button>
            )}
            <Button loading={handOver.isPending} onClick={() => send({ branch, collector: 'owner' })}>
              {t('handover.pass.toOwner')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
