/** One country's parcels as cards, below 992 px (parcel-list.tsx; from 992 px, parcel-table.tsx). */
import { Fragment } from 'react';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParcelActions } from './parcel-actions.tsx';
import { CustomsMark, needsCustoms, TrackingButton } from './parcel-cells.tsx';
import { columnsOf, useCell, type ParcelRowsProps } from './parcel-columns.tsx';

export function ParcelCards({ status, products, flights, onOpen }: Omit<ParcelRowsProps, 'caption'>) {
  const { t } = useTranslation('parcels');
  const cell = useCell();
  const columns = columnsOf(status);
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {products.map((p) => (
        <Card
          key={p._id}
          component="li"
          withBorder
          padding="sm"
          data-customs={needsCustoms(p) || undefined}
          bg={needsCustoms(p) ? 'red.0' : undefined}
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <TrackingButton parcel={p} onOpen={onOpen} />
            <CustomsMark parcel={p} />
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
    </Stack>
  );
}
