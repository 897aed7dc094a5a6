/**
 * The columns of a tab's parcels (spec §2): tracking, product, quantity, shop, amount, currency, branch
 * (not for obtained), invoice, and the flight for sent/arrived/obtained; then (issue 17 §1) the weight
 * once the warehouse has weighed the parcel (stock, sent, arrived) and our transport charge once it is
 * on a flight (sent, arrived). Shared by the table (from 1200 px) and the cards (below).
 *
 * Three layouts (issue 17 §3, no sideways scrolling at any width): `full` (from 1600 px) has every
 * column; `compact` (1200–1599 px, the common laptops) puts the product, quantity and shop under the
 * tracking number and the currency beside the amount; the `cards` show every field, the currency beside the amount.
 */
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@amanati/shared/constants';
import type { ProductWire } from '@amanati/shared/parcels';
import { formatMoney, formatWeight } from '../../../lib/format.ts';
import type { ListFlight } from '../api/parcels.ts';
import { categoryName } from '../lib/labels.ts';
import { InvoiceLink, ShopText } from './parcel-cells.tsx';

export type ListLayout = 'full' | 'compact' | 'cards';

export interface ParcelRowsProps {
  status: ParcelStatus;
  products: ProductWire[];
  flights: Map<string, ListFlight>;
  caption: string;
  onOpen: (id: string) => void;
  layout?: ListLayout;
}

export type Column =
  | 'product'
  | 'quantity'
  | 'shop'
  | 'amount'
  | 'currency'
  | 'branch'
  | 'invoice'
  | 'flight'
  | 'weight'
  | 'charge';

export function columnsOf(status: ParcelStatus, layout: ListLayout = 'full'): Column[] {
  const columns: Column[] = [];
  if (layout !== 'compact') columns.push('product', 'quantity', 'shop');
  columns.push('amount');
  if (layout === 'full') columns.push('currency');
  if (status !== 'obtained') columns.push('branch');
  columns.push('invoice');
  if (status === 'sent' || status === 'arrived' || status === 'obtained') columns.push('flight');
  if (status === 'stock' || status === 'sent' || status === 'arrived') columns.push('weight');
  if (status === 'sent' || status === 'arrived') columns.push('charge');
  return columns;
}

/** The cell of a column; the amount carries its currency when there is no currency column. */
export function useCell(columns: Column[]) {
  const { t, i18n } = useTranslation('parcels');
  const withCurrency = !columns.includes('currency');
  return (column: Column, p: ProductWire) => {
    switch (column) {
      case 'product':
        return categoryName(p.productName, i18n.language) || '—';
      case 'quantity':
        return p.quantity ?? '—';
      case 'shop':
        // A shop typed by hand ("my-shop.example") may be one long word: it wraps rather than widen the table.
        return (
          <span style={{ overflowWrap: 'anywhere' }}>
            <ShopText parcel={p} />
          </span>
        );
      case 'amount':
        // Two decimals always (45.50), in one piece with its currency.
        if (p.amount === null) return '—';
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(p.amount)}
            {withCurrency && p.currency ? ` ${p.currency}` : ''}
          </span>
        );
      case 'currency':
        return p.currency ?? '—';
      case 'branch':
        return p.branches ? t(`common:branches.${p.branches}`) : '—';
      case 'invoice':
        return <InvoiceLink parcel={p} />;
      case 'flight':
        return p.flightId ? <span style={{ whiteSpace: 'nowrap' }}>{p.flightId}</span> : '—';
      case 'weight':
        return p.weight === null ? (
          '—'
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{t('list.weight', { weight: formatWeight(p.weight) })}</span>
        );
      case 'charge':
        return p.price === null ? (
          '—'
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{t('list.charge', { amount: formatMoney(p.price) })}</span>
        );
    }
  };
}
