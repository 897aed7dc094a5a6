/**
 * A parcel's timeline (beyond the spec): declared, edited, received at the warehouse (weight and the
 * label photo as evidence), sent (flight, charge), arrived, obtained — with times in Tbilisi time; and
 * the parcel's customs group with its landed-cost estimate.
 */
import { Suspense } from 'react';
import { Alert, Anchor, Center, Image, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { useParcelDetail, type ParcelEvent } from '../api/parcels.ts';
import { categoryName } from '../lib/labels.ts';
import { ParcelCustoms } from './parcel-customs.tsx';
import { ParcelTrust } from './parcel-trust.tsx';
import { DISPUTE_EVENT_KINDS, DisputeEventDetails } from '../../disputes/dispute-event-details.tsx';

const KNOWN = [
  'declared',
  'edited',
  'received',
  'reweighed',
  'sent',
  'arrived',
  'obtained',
  'customs_held',
  'customs_receipt',
  'customs_assessed',
  'customs_cleared',
  'disputed',
  'dispute_answered',
];

/** A weight or an amount as the event holds it: a number or a decimal string. */
const quantity = (value: unknown): string | null =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null;

function EventDetails({ event }: { event: ParcelEvent }) {
  const { t } = useTranslation('parcels');
  const data = event.data ?? {};
  // A dispute's steps speak of the dispute (issue 21 §2).
  if (DISPUTE_EVENT_KINDS.includes(event.kind)) return <DisputeEventDetails kind={event.kind} data={data} />;
  const photo = typeof data.photo === 'string' && data.photo ? data.photo : null;
  const lines: string[] = [];
  const weight = quantity(data.weightKg);
  if (weight !== null) lines.push(t('timeline.weight', { weight }));
  if (typeof data.flightId === 'string') lines.push(t('timeline.flight', { flight: data.flightId }));
  const charge = quantity(data.charge);
  if (charge !== null) lines.push(t('timeline.charge', { charge }));
  if (data.by === 'courier') lines.push(t('timeline.byCourier'));
  if (data.reason === 'undeclared') lines.push(t('timeline.heldUndeclared'));
  const vat = quantity(data.vat);
  if (vat !== null) lines.push(t('timeline.vatDuty', { vat, duty: quantity(data.duty) ?? '0.00' }));
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
      {photo && (
        <Anchor
          href={`/uploads/labels/${encodeURIComponent(photo)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Image
            src={`/uploads/labels/${encodeURIComponent(photo)}`}
            alt={t('timeline.photo')}
            w={160}
            radius="sm"
            mt={4}
          />
        </Anchor>
      )}
    </>
  );
}

export function placeText(place: string | null, t: (key: string) => string): string | null {
  if (!place) return null;
  if (place.startsWith('warehouse_')) return t(`timeline.places.${place}`);
  // A flight's arrival names its city (tbilisi, kutaisi); a hand-over its branch.
  if (place === 'tbilisi' || place === 'kutaisi') return t(`common:cities.${place}`);
  if (/^[a-z_0-9]+$/.test(place)) return t(`common:branches.${place}`);
  return place;
}

export function ParcelTimeline({ parcelId, onClose }: { parcelId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('parcels');
  const { data, isPending, error } = useParcelDetail(parcelId);
  return (
    <Modal
      opened={Boolean(parcelId)}
      onClose={onClose}
      title={data ? t('timeline.title', { tracking: data.productOrderId }) : t('timeline.titleLoading')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {isPending ? (
        <Center p="lg">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : !data ? (
        <Alert color="red">{errorText(error) ?? t('timeline.unavailable')}</Alert>
      ) : (
        <Stack>
          <Text size="sm">
            {categoryName(data.productName, i18n.language) || t('timeline.undeclared')} ·{' '}
            {t(`tabs.${data.status}`)}
            {data.weight !== null ? ` · ${t('timeline.weight', { weight: data.weight })}` : ''}
            {data.insured ? ` · ${t('timeline.insured')}` : ''}
          </Text>
          {/* Its dictionary loads on demand: the timeline shows meanwhile. */}
          <Suspense fallback={null}>
            <ParcelCustoms parcel={data} />
          </Suspense>
          <ParcelTrust parcel={data} />
          <Timeline active={data.events.length - 1} bulletSize={18} lineWidth={2}>
            {data.events.map((event, i) => {
              const place = placeText(event.place, t);
              return (
                <Timeline.Item
                  key={`${event.kind}-${event.at}-${i}`}
                  title={t(`timeline.kinds.${KNOWN.includes(event.kind) ? event.kind : 'other'}`)}
                >
                  <Text size="xs" c="dimmed">
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    {place ? ` · ${place}` : ''}
                  </Text>
                  <EventDetails event={event} />
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Stack>
      )}
    </Modal>
  );
}
