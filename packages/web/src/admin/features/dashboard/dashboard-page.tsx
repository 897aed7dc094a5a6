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
import { countTicks, moneyRows, statusRows, tallest, totals, viewRows } from './chart-data.ts';

/** A count axis: whole numbers only (never 0.75 parcels), from 0 to a round top. */
const countAxis = (rows: Record<string, string | number>[], stacked = false) => {
  const ticks = countTicks(tallest(rows, stacked));
  return { ticks, domain: [0, ticks.at(-1)!], allowDecimals: false };
};
/** Every label on the x axis (Recharts drops some it thinks crowded, e.g. "ჩამოსული"). */
const EVERY_LABEL = { interval: 0 } as const;

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
          const byStatus = statusRows(d, (s) => t(`status.${s}`));
          const byFlight = d.openFlights.map((f) => ({ code: f.code, parcels: f.parcels }));
          const views = viewRows(d);
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
                    data={byStatus}
                    dataKey="status"
                    type="stacked"
                    withLegend
                    yAxisProps={countAxis(byStatus, true)}
                    xAxisProps={{ ...EVERY_LABEL, fontSize: 11 }}
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
                      data={byFlight}
                      dataKey="code"
                      yAxisProps={countAxis(byFlight)}
                      // Every flight named, slanted so that many open flights do not overlap.
                      xAxisProps={{ ...EVERY_LABEL, angle: -40, textAnchor: 'end', height: 64, fontSize: 11 }}
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
                    data={views}
                    dataKey="day"
                    yAxisProps={countAxis(views)}
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
