/**
 * One country's parcels as a table, from 992 px (parcel-list.tsx; below, parcel-cards.tsx). In its own
 * chunk: Mantine's Table brings its scroll container, which a phone does not need.
 */
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParcelActions } from '../first-view/parcel-actions.tsx';
import { CustomsMark, needsCustoms, TrackingButton } from '../first-view/parcel-cells.tsx';
import { columnsOf, useCell, type ParcelRowsProps } from '../first-view/parcel-columns.tsx';

export function ParcelTable({ status, products, flights, caption, onOpen }: ParcelRowsProps) {
  const { t } = useTranslation('parcels');
  const cell = useCell();
  const columns = columnsOf(status);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.tracking')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
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
                <Group gap={6} wrap="nowrap">
                  <TrackingButton parcel={p} onOpen={onOpen} />
                  <CustomsMark parcel={p} />
                </Group>
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c}>{cell(c, p)}</Table.Td>
              ))}
              <Table.Td>
                <ParcelActions parcel={p} flight={p.flightId ? flights.get(p.flightId) : undefined} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
