/** Service cards (spec §1, §2): three on the dashboard, all six on /services. */
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icons.tsx';

export const SERVICES = [
  'address',
  'shop',
  'customs',
  'repack',
  'courier',
  'payment',
] as const satisfies readonly IconName[];
export type Service = (typeof SERVICES)[number];
export const HOME_SERVICES: readonly Service[] = ['address', 'customs', 'courier'];

export function ServiceCards({
  services = SERVICES,
  headingOrder = 3,
}: {
  services?: readonly Service[];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('widgets');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: services.length > 3 ? 2 : 3, lg: 3 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {services.map((key) => (
        <Card key={key} withBorder padding="lg" component="li">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon name={key} size={26} />
          </ThemeIcon>
          <Title order={headingOrder} size="h4" mt="md" mb={6}>
            {t(`services.${key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`services.${key}.text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
