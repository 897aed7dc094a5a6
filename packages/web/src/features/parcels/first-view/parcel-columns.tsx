/**
 * The columns of a tab's parcels (spec §2): tracking, product, quantity, shop, amount, currency, branch
 * (not for obtained), invoice, and the flight for sent/arrived/obtained; shared by the table (from
 * 992 px) and the cards (below).
 */
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@amanati/shared/constants';
import type { ProductWire } from '@amanati/shared/parcels';
import type { ListFlight } from '../api/parcels.ts';
import { categoryName } from '../lib/labels.ts';
import { InvoiceLink, ShopText } from './parcel-cells.tsx';

export interface ParcelRowsProps {
  status: ParcelStatus;
  products: ProductWire[];
  flights: Map<string, ListFlight>;
  caption: string;
  onOpen: (id: string) => void;
}

export type Column =
  'product' | 'quantity' | 'shop' | 'amount' | 'currency' | 'branch' | 'invoice' | 'flight';

export function columnsOf(status: ParcelStatus): Column[] {
  const columns: Column[] = ['product', 'quantity', 'shop', 'amount', 'currency'];
  if (status !== 'obtained') columns.push('branch');
  columns.push('invoice');
  if (status === 'sent' || status === 'arrived' || status === 'obtained') columns.push('flight');
  return columns;
}

export function useCell() {
  const { t, i18n } = useTranslation('parcels');
  return (column: Column, p: ProductWire) => {
    switch (column) {
      case 'product':
        return categoryName(p.productName, i18n.language) || '—';
      case 'quantity':
        return p.quantity ?? '—';
      case 'shop':
        return <ShopText parcel={p} />;
      case 'amount':
        return p.amount ?? '—';
      case 'currency':
        return p.currency ?? '—';
      case 'branch':
        return p.branches ? t(`common:branches.${p.branches}`) : '—';
      case 'invoice':
        return <InvoiceLink parcel={p} />;
      case 'flight':
        return p.flightId ?? '—';
    }
  };
}
