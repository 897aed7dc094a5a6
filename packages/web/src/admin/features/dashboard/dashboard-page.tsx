/**
 * The dashboard: parcels per status and country, parcels per open flight, revenue and top-ups by day,
 * page views — as charts (this page is its own chunk, so the chart library loads only here).
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_IDS } from '@amanati/shared/constants';
import { Page } from '../../components/page.tsx';
import { Empty, QueryView } from '../../components/states.tsx';
import { useDashboard } from './api.ts';
import { moneyRows, statusRows, totals, viewRows } from './chart-data.ts';

const COUNTRY_COLOR = { 1: 'red.6', 2: 'blue.6', 3: 'teal.6' } as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const query = useDashboard();
  return (
    <Page title={t('dashboard.title')}>
      <QueryView query={query}>
        {(d) => {
          const sum = totals(d);
          return (
            <Stack>
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <Figure label={t('dashboard.parcels')} value={sum.parcels} />
                <Figure label={t('dashboard.openFlights')} value={sum.openFlights} />
                <Figure label={t('dashboard.revenue30')} value={`${sum.revenue30.toFixed(2)} ₾`} />
                <Figure label={t('dashboard.views30')} value={sum.views30} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <Card title={t('dashboard.byStatus')}>
                  <BarChart
                    h={260}
                    data={statusRows(d, (s) => t(`status.${s}`))}
                    dataKey="status"
                    type="stacked"
                    withLegend
                    series={COUNTRY_IDS.map((c) => ({
                      name: `c${c}`,
                      label: t(`country.${c}`),
                      color: COUNTRY_COLOR[c],
                    }))}
                  />
                </Card>
                <Card title={t('dashboard.byFlight')}>
                  {d.openFlights.length === 0 ? (
                    <Empty>{t('dashboard.noOpenFlights')}</Empty>
                  ) : (
                    <BarChart
                      h={260}
                      data={d.openFlights.map((f) => ({ code: f.code, parcels: f.parcels }))}
                      dataKey="code"
                      series={[{ name: 'parcels', label: t('dashboard.parcels'), color: 'violet.6' }]}
                    />
                  )}
                </Card>
                <Card title={t('dashboard.money')}>
                  <AreaChart
                    h={260}
                    data={moneyRows(d)}
                    dataKey="day"
                    withLegend
                    unit=" ₾"
                    series={[
                      { name: 'revenue', label: t('dashboard.revenue'), color: 'green.6' },
                      { name: 'topups', label: t('dashboard.topups'), color: 'blue.5' },
                    ]}
                  />
                </Card>
                <Card title={t('dashboard.views')}>
                  <LineChart
                    h={260}
                    data={viewRows(d)}
                    dataKey="day"
                    series={[{ name: 'views', label: t('dashboard.viewsSeries'), color: 'orange.6' }]}
                  />
                </Card>
              </SimpleGrid>
              <Card title={t('dashboard.topPages')}>
                {d.topPages.length === 0 ? (
                  <Empty>{t('dashboard.noViews')}</Empty>
                ) : (
                  <Table>
                    <Table.Tbody>
                      {d.topPages.map((p) => (
                        <Table.Tr key={p.path}>
                          <Table.Td ff="monospace">{p.path}</Table.Td>
                          <Table.Td ta="right">{p.views}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Card>
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
