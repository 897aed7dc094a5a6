/**
 * One tab's parcels (spec §2): a spinner while loading, an empty state with a picture, otherwise the
 * parcels grouped by country (China, USA, Turkey) as tables from 1200 px and cards below, after the
 * list's flights (sent, arrived, obtained) with their invoices and Pay; Show more.
 */
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Alert, Button, Center, EmptyState, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { COUNTRY_IDS, type ParcelStatus } from '@amanati/shared/constants';
import { errorText } from '../../../lib/messages.ts';
import { lazyFrom } from '../../../lib/early-module.ts';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useParcelList, withFlights } from '../api/parcels.ts';
import { parcelTable } from '../early-parts.ts';
import { EmptyBoxPicture } from './empty-box-picture.tsx';
import { ListFlights } from './list-flights.tsx';
import { ParcelCards } from './parcel-cards.tsx';

/** Customs holds (issue 16 §5): their code loads only for a customer with a parcel on hold. */
const CustomsHolds = lazy(() =>
  import('../components/customs-holds.tsx').then((m) => ({ default: m.CustomsHolds })),
);

// The table is for wide screens only (app/first-page.ts fetches it early there); phones show cards.
const ParcelTable = lazyFrom(parcelTable, (m) => m.ParcelTable);
// The timeline's modal loads when a parcel's history is first opened.
const ParcelTimeline = lazy(() =>
  import('../components/parcel-timeline.tsx').then((m) => ({ default: m.ParcelTimeline })),
);

/** From this width the parcels show as a table (compact), and from the next with every column. */
export const TABLE_FROM_PX = 1200;
export const FULL_TABLE_FROM_PX = 1600;

export function ParcelList({ status }: { status: ParcelStatus }) {
  const { t } = useTranslation('parcels');
  // Tables where every column fits their column (issue 17 §3): compact from 1200 px, every column from
  // 1600 px; cards below (spec §2 has them below 992 px; between 992 and 1200 px a table would be cut).
  const wide = useMediaQuery(`(min-width: ${TABLE_FROM_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const full = useMediaQuery(`(min-width: ${FULL_TABLE_FROM_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const query = useParcelList(status);
  const { isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  // A longer list (the next page) renders in small slices, in the background (a slow phone stays
  // responsive). Not the first page: the dashboard shows it the moment it arrives (customer-home.tsx,
  // FirstLoadGate), and an empty frame there first would be filled in front of the customer's eyes,
  // pushing what follows down (Lighthouse measured that layout shift at 0.156 on a phone).
  const deferred = useDeferredValue(query.list);
  const list = deferred ?? query.list;
  const [openId, setOpenId] = useState<string | null>(null);

  const loader = (
    <Center p="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
  if (isPending) return loader;
  if (!list) {
    const text = errorText(error);
    return text ? <Alert color="red">{text}</Alert> : null;
  }
  if (list.products.length === 0)
    return (
      <EmptyState
        py="xl"
        icon={<EmptyBoxPicture />}
        title={t(`empty.${status}.title`)}
        description={t(`empty.${status}.text`)}
      />
    );

  return (
    <Stack gap="lg">
      <OnDemand when={status === 'arrived' && list.products.some((p) => p.customsState !== null)}>
        <CustomsHolds products={list.products} />
      </OnDemand>
      {withFlights(status) && <ListFlights flights={[...list.flights.values()]} />}
      {COUNTRY_IDS.map((countryId) => {
        const products = list.products.filter((p) => p.senderCountryId === countryId);
        if (products.length === 0) return null;
        const caption = t('list.groupTitle', {
          country: t(`common:countries.${countryId}`),
          count: list.countByCountry[countryId] || products.length,
        });
        const props = { status, products, flights: list.flights, onOpen: setOpenId };
        return (
          <section key={countryId} aria-label={caption}>
            <Title order={3} size="h4" mb="xs">
              {caption}
            </Title>
            {wide ? (
              <Suspense fallback={loader}>
                <ParcelTable {...props} caption={caption} layout={full ? 'full' : 'compact'} />
              </Suspense>
            ) : (
              <ParcelCards {...props} />
            )}
          </section>
        );
      })}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('common:actions.showMore')}
          </Button>
        </Center>
      )}
      <OnDemand when={openId !== null}>
        <ParcelTimeline parcelId={openId} onClose={() => setOpenId(null)} />
      </OnDemand>
    </Stack>
  );
}
