/**
 * `/contact` (spec §1, §2): working hours, the five branches, a map with their markers and our social
 * links. The map (Leaflet) is its own chunk; if it or its tiles fail, the rest of the page stays.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRANCH_ADDRESSES, SOCIAL_LINKS } from '@amanati/shared/contact';
import { WORKING_HOURS } from '@amanati/shared/constants';
import type { Language } from '@amanati/shared/localized';
import { Icon } from '../../components/icons.tsx';
import { Section } from '../../components/section.tsx';
import { WhenVisible } from '../../components/when-visible.tsx';
import { PageTitle } from './blocks/page-title.tsx';

const ContactMap = lazy(() => import('./contact-map.tsx'));

/** Keeps the page when the map's code cannot load (offline, a stale deployment). */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('map failed to load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const dash = (range: string) => range.replace('-', '–');

export default function ContactPage() {
  const { t, i18n } = useTranslation(['content', 'common']);
  const lang = i18n.language as Language;
  return (
    <Stack gap="xl">
      <PageTitle title={t('contact.title')} lead={t('contact.lead')} />

      <Section title={t('contact.hours')} framed>
        <table className="data-table" style={{ maxWidth: 420 }}>
          <tbody>
            <tr>
              <th scope="row">{t('contact.weekdays')}</th>
              <td>{dash(WORKING_HOURS.weekdays)}</td>
            </tr>
            <tr>
              <th scope="row">{t('contact.saturday')}</th>
              <td>{dash(WORKING_HOURS.saturday)}</td>
            </tr>
            <tr>
              <th scope="row">{t('contact.sunday')}</th>
              <td>{t('contact.closed')}</td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section title={t('contact.branches')}>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {Object.entries(BRANCH_ADDRESSES).map(([code, b]) => (
            <Card key={code} component="li" withBorder padding="md" data-branch={code}>
              <Title order={3} size="h5">
                {b.name[lang]}
              </Title>
              <Text size="sm" mt={4}>
                {b.address[lang]}
              </Text>
              <Group gap={6} mt={6} wrap="nowrap">
                <Icon name="phone" size={16} />
                <Anchor href={`tel:${b.phone.replace(/\s+/g, '')}`} size="sm">
                  {b.phone}
                </Anchor>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('contact.map')}>
        <MapBoundary fallback={<Text c="dimmed">{t('contact.mapFailed')}</Text>}>
          {/* Leaflet is the heaviest code of the site: it loads when the visitor scrolls to the map. */}
          <WhenVisible minHeight={380}>
            <Suspense
              fallback={
                <Skeleton height={380} radius="md" aria-label={t('contact.mapLoading')} role="status" />
              }
            >
              <ContactMap />
            </Suspense>
          </WhenVisible>
        </MapBoundary>
      </Section>

      <Section title={t('contact.social')}>
        <Group gap="lg">
          {Object.entries(SOCIAL_LINKS).map(([name, href]) => (
            <Anchor key={name} href={href} target="_blank" rel="noopener noreferrer">
              {t(`common:social.${name}`)}
            </Anchor>
          ))}
        </Group>
      </Section>
    </Stack>
  );
}
