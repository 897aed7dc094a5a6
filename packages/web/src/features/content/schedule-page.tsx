/** `/schedule`: the 20 newest flights (spec §2, §9). */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@amanati/shared/constants';
import { FlightsTable } from '../widgets/flights-table.tsx';
import { PageTitle } from './blocks/page-title.tsx';

export default function SchedulePage() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="lg">
      <PageTitle title={t('schedule.title')} lead={t('schedule.lead')} />
      <FlightsTable limit={PAGE_SIZES.flightsSchedule} />
    </Stack>
  );
}
