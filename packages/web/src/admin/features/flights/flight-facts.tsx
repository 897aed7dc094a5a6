/** A flight's data at a glance: country, number, days, deadline, remark, destination and switches. */
import { Paper, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFlight } from '@amanati/shared/answers/admin/flights';
import type { Language } from '@amanati/shared/localized';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Fact } from '../../components/fact.tsx';
import { useRemarks } from './api.ts';
import { cityOf } from './flight-city.ts';

export function FlightFacts({ flight: f }: { flight: StaffFlight }) {
  const { t, i18n } = useTranslation('admin');
  const remarks = useRemarks();
  const remark = remarks.data?.find((r) => r.key === f.remarkKey);
  const yes = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const facts: [string, string][] = [
    [t('common.country'), t(`country.${f.countryId}`)],
    [t('flights.number'), f.flightNumber || '—'],
    [t('flights.departure'), formatDate(f.startdAt)],
    [t('flights.estimated'), formatDate(f.estimatedAt)],
    [t('flights.deadline'), formatDateTime(f.declarationDeadline)],
    [t('flights.arrivedAt'), f.endAt ? formatDate(f.endAt) : '—'],
    [t('flights.remark'), (remark?.[i18n.language as Language] ?? f.remarkKey) || '—'],
    [t('flights.destination'), t(`flights.city.${cityOf(f)}`)],
    [t('flights.custom'), yes(f.custom)],
    [t('flights.updateStatus'), yes(f.updateStatus)],
  ];
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
