/** `/services`: the six services of spec §1 as cards. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServiceCards } from './blocks/service-cards.tsx';
import { PageTitle } from './blocks/page-title.tsx';

export default function ServicesPage() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="lg">
      <PageTitle title={t('services.title')} lead={t('services.lead')} />
      <ServiceCards headingOrder={2} />
    </Stack>
  );
}
