/**
 * A table of parcels the operator ticks (put on a flight, hand over): a first column of checkboxes,
 * each named after the parcel's tracking number, and, when `onPickAll` is given, one that ticks all;
 * secondary columns fold as in every column table (paged-table.tsx).
 */
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import { ColumnTable, type Column } from './paged-table.tsx';

export function PickTable({
  label,
  minWidth,
  maxHeight,
  parcels,
  columns,
  picked,
  onToggle,
  onPickAll,
}: {
  label: string;
  minWidth: number;
  maxHeight?: number;
  parcels: AdminParcel[];
  columns: Column<AdminParcel>[];
  picked: Set<string>;
  onToggle: (id: string) => void;
  /** Ticks every row (`true`) or none (`false`). */
  onPickAll?: (all: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ColumnTable
      label={label}
      minWidth={minWidth}
      maxHeight={maxHeight}
      rows={parcels}
      columns={columns}
      lead={{
        head: onPickAll && (
          <Checkbox
            aria-label={t('common.selectAll')}
            checked={picked.size === parcels.length}
            indeterminate={picked.size > 0 && picked.size < parcels.length}
            onChange={(e) => onPickAll(e.currentTarget.checked)}
          />
        ),
        cell: (p) => (
          <Checkbox
            aria-label={t('common.select', { item: p.productOrderId })}
            checked={picked.has(p._id)}
            onChange={() => onToggle(p._id)}
          />
        ),
      }}
    />
  );
}
