/** Small pieces shared by the table and the cards: customs mark, invoice link, shop, tracking button. */
import { lazy, useRef, useState } from 'react';
import { Anchor, Badge, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductWire } from '@amanati/shared/parcels';
import { OnDemand } from '../../../components/on-demand.tsx';
import { parcelShop } from '../lib/labels.ts';
import { StorageBadge } from '../../storage/storage-badge.tsx';
import { InsuredBadge } from '../../insurance/insured-badge.tsx';

const CustomsTooltip = lazy(() => import('../components/customs-tooltip.tsx'));

export const needsCustoms = (p: ProductWire): boolean => p.custom || p.clearance;

/**
 * Parcels with custom or clearance are highlighted with a customs tooltip (spec §4). The badge is a
 * button whose name carries the reason; the tooltip (with its positioning library) loads when first
 * opened and points at the badge, which stays the same element throughout. Whether it is open is kept
 * here rather than by the tooltip's own hover and touch handling, which on a phone now and then took a
 * tap for an open and a close at once: open on hover, focus and tap (click); closed by the mouse
 * leaving, by blur (a tap elsewhere) and by Escape.
 */
export function CustomsMark({ parcel }: { parcel: ProductWire }) {
  const { t } = useTranslation('parcels');
  const badgeRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const hold = (
    <>
      {parcel.customsState && <CustomsStateBadge state={parcel.customsState} />}
      <StorageBadge parcel={parcel} />
      <InsuredBadge parcel={parcel} />
    </>
  );
  if (!needsCustoms(parcel)) return hold;
  const text = t(parcel.clearance ? 'customs.tooltipClearance' : 'customs.tooltip');
  const open = () => setOpened(true);
  const close = () => setOpened(false);
  return (
    <>
      {/* A button, so keyboard and touch reach the tooltip; its name carries the reason too. */}
      <Badge
        ref={badgeRef}
        component="button"
        type="button"
        color="red"
        variant="light"
        size="sm"
        aria-label={`${t('customs.badge')}: ${text}`}
        style={{ cursor: 'help' }}
        onMouseEnter={open}
        onMouseLeave={(event) => document.activeElement !== event.currentTarget && close()}
        onFocus={open}
        onBlur={close}
        onClick={open}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        {t('customs.badge')}
      </Badge>
      <OnDemand when={opened}>
        <CustomsTooltip label={text} opened={opened} target={badgeRef} />
      </OnDemand>
      {hold}
    </>
  );
}

const HOLD_COLOR = { held: 'orange', receipt: 'blue', cleared: 'green' } as const;

/** Where an arrived parcel stands with customs (issue 16 §5): on hold, receipt sent, cleared. */
export function CustomsStateBadge({ state }: { state: NonNullable<ProductWire['customsState']> }) {
  const { t } = useTranslation('parcels');
  return (
    <Badge color={HOLD_COLOR[state]} variant="dot" size="sm">
      {t(`hold.badge.${state}`)}
    </Badge>
  );
}

/** The invoice file opens in a new tab (spec §7). */
export function InvoiceLink({ parcel }: { parcel: ProductWire }) {
  const { t } = useTranslation('parcels');
  if (!parcel.file) return <span aria-label={t('list.noInvoice')}>—</span>;
  return (
    <Anchor
      href={`/uploads/invoices/${encodeURIComponent(parcel.file)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {/* The name starts with the visible word (WCAG 2.5.3) and says whose file it is and where it opens. */}
      {t('list.invoiceFile')}
      <VisuallyHidden>, {t('list.invoiceOf', { tracking: parcel.productOrderId })}</VisuallyHidden>
    </Anchor>
  );
}

/** Shop, or "personal" with the sender for a personal parcel (spec §3). */
export function ShopText({ parcel }: { parcel: ProductWire }) {
  const { t } = useTranslation('parcels');
  if (parcel.personalParcel)
    return (
      <>
        {t('list.personal')}
        {parcel.senderName ? `: ${parcel.senderName}` : ''}
      </>
    );
  return <>{parcelShop(parcel)}</>;
}

/** The tracking number opens the parcel's timeline. */
export function TrackingButton({ parcel, onOpen }: { parcel: ProductWire; onOpen: (id: string) => void }) {
  const { t } = useTranslation('parcels');
  return (
    <UnstyledButton
      onClick={() => onOpen(parcel._id)}
      aria-label={t('timeline.open', { tracking: parcel.productOrderId })}
      aria-haspopup="dialog"
      fw={600}
      c="blue.8"
      ff="monospace"
      // Never broken inside the code (issue 17 §3): one line, in a monospace face that reads it exactly.
      style={{ textDecoration: 'underline', whiteSpace: 'nowrap' }}
    >
      {parcel.productOrderId}
    </UnstyledButton>
  );
}
