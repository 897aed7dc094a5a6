/** One country's parcels as cards, below 1200 px (parcel-list.tsx; from 1200 px, parcel-table.tsx): two side by side from 992 px. */
import { Fragment } from 'react';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParcelActions } from './parcel-actions.tsx';
import { CustomsMark, needsCustoms, TrackingButton } from './parcel-cells.tsx';
import { columnsOf, useCell, type ParcelRowsProps } from './parcel-columns.tsx';

export function ParcelCards({ status, products, flights, onOpen }: Omit<ParcelRowsProps, 'caption'>) {
  const { t } = useTranslation('parcels');
  const columns = columnsOf(status, 'cards');
  const cell = useCell(columns);
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {products.map((p) => (
        <Card
          key={p._id}
          component="li"
          withBorder
          padding="sm"
          data-customs={needsCustoms(p) || undefined}
          bg={needsCustoms(p) ? 'red.0' : undefined}
        >
          <Group justify="space-between" mb="xs" gap="xs">
            <TrackingButton parcel={p} onOpen={onOpen} />
            <Group gap={4}>
              <CustomsMark parcel={p} />
            </Group>
          </Group>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4} component="dl" m={0}>
            {columns.map((c) => (
              <Fragment key={c}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(`columns.${c}`)}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
                  {cell(c, p)}
                </Text>
              </Fragment>
            ))}
          </SimpleGrid>
          <Group mt="sm">
            <ParcelActions parcel={p} flight={p.flightId ? flights.get(p.flightId) : undefined} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
