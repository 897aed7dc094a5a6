/** A claim's photos and history, as the customer and staff both see them (labels in the reader's words). */
import { Anchor, Group, Image, Text, Timeline } from '@mantine/core';
import { formatLari } from '@amanati/shared/money';
import { formatDateTime } from '../../../lib/format.ts';

interface HistoryEvent {
  kind: string;
  at: string;
  note: string | null;
  amountTetri: number | null;
  photos: string[];
}

export function ClaimPhotos({
  urls,
  label,
  size,
}: {
  urls: string[];
  /** The accessible name of the n-th photo's link. */
  label: (n: number) => string;
  size: number;
}) {
  if (!urls.length) return null;
  return (
    <Group gap="xs">
      {urls.map((url, i) => (
        <Anchor key={url} href={url} target="_blank" rel="noreferrer" aria-label={label(i + 1)}>
          <Image src={url} alt="" w={size} h={size} fit="cover" radius="sm" data-testid="claim-photo" />
        </Anchor>
      ))}
    </Group>
  );
}

export function ClaimHistory({
  events,
  title,
  photoLabel,
  photoSize,
}: {
  events: readonly HistoryEvent[];
  title: (kind: string) => string;
  photoLabel: (n: number) => string;
  photoSize: number;
}) {
  return (
    <Timeline bulletSize={16} lineWidth={2} active={events.length - 1}>
      {events.map((e, i) => (
        <Timeline.Item key={`${e.kind}-${e.at}-${i}`} title={title(e.kind)}>
          <Text size="xs" c="dimmed">
            {formatDateTime(e.at)}
          </Text>
          {e.amountTetri !== null && <Text size="sm">{formatLari(e.amountTetri)} ₾</Text>}
          {e.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.note}
            </Text>
          )}
          <ClaimPhotos urls={e.photos} label={photoLabel} size={photoSize} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
