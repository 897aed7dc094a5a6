/**
 * One country's parcels as a table, from 1200 px (parcel-list.tsx; below, parcel-cards.tsx). The
 * tracking number stays on one line with its customs marks under it — and, in the compact layout, the
 * product, quantity and shop; the actions column shows only when a parcel of the list has an action. Fits its
 * column at 1280 px and wider without scrolling sideways (issue 17 §3).
 */
import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasActions, ParcelActions } from '../first-view/parcel-actions.tsx';
import { CustomsMark, needsCustoms, TrackingButton } from '../first-view/parcel-cells.tsx';
import { columnsOf, useCell, type ParcelRowsProps } from '../first-view/parcel-columns.tsx';

export function ParcelTable({
  status,
  products,
  flights,
  caption,
  onOpen,
  layout = 'full',
}: ParcelRowsProps) {
  const { t } = useTranslation('parcels');
  const columns = columnsOf(status, layout);
  const cell = useCell(columns);
  const compact = layout === 'compact';
  const flightOf = (id: string | null) => (id ? flights.get(id) : undefined);
  const actions = products.some((p) => hasActions(p, flightOf(p.flightId)));
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing={compact ? 8 : 'xs'}
      aria-label={caption}
      data-layout={layout}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('columns.tracking')}</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c} scope="col">
              {t(`columns.${c}`)}
            </Table.Th>
          ))}
          {actions && <Table.Th scope="col">{t('columns.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((p) => (
          <Table.Tr
            key={p._id}
            data-customs={needsCustoms(p) || undefined}
            bg={needsCustoms(p) ? 'red.0' : undefined}
          >
            <Table.Th scope="row" fw="normal">
              <Stack gap={2} align="flex-start">
                <TrackingButton parcel={p} onOpen={onOpen} />
                <Group gap={4}>
                  <CustomsMark parcel={p} />
                </Group>
                {compact && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {cell('product', p)} × {cell('quantity', p)} · {cell('shop', p)}
                  </Text>
                )}
              </Stack>
            </Table.Th>
            {columns.map((c) => (
              <Table.Td key={c}>{cell(c, p)}</Table.Td>
            ))}
            {actions && (
              <Table.Td>
                <ParcelActions parcel={p} flight={flightOf(p.flightId)} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
