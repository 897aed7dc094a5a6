/**
 * Our warehouse addresses abroad (spec §2, §3): tabs China / Turkey / USA beside the lines on desktop, an
 * accordion below 992 px; every line has a copy button. The receiver line (name + AXID) shows only to a
 * signed-in customer; the Turkey tab reminds to type the phone by hand on Turkish shops (§5).
 */
import { Accordion, Alert, Box, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfficeWire } from '@amanati/shared/content';
import { receiverLine } from '@amanati/shared/widgets';
import { useSession } from '../auth/api/session.ts';
import { useOffices } from './api/offices.ts';
import { CopyButton } from '../../components/signed-in/copy-button.tsx';
import { CountryFlag } from '../../components/flags.tsx';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { useIsDesktop } from '../../components/use-desktop.ts';

/** Tab order of spec §2. */
const ORDER = [1, 3, 2] as const;
const TURKEY = 3;
const USA = 2;

interface Line {
  key: string;
  label: string;
  value: string;
  /** The Latin spelling, shown under a line written in the local script. */
  latin?: string;
}

function linesOf(office: OfficeWire, receiver: string | null, t: (key: string) => string): Line[] {
  const latin = (local: string, en: string) => (en && en !== local ? en : undefined);
  const lines: (Line | null)[] = [
    receiver ? { key: 'receiver', label: t('addresses.receiver'), value: receiver } : null,
    {
      key: 'address',
      label: t('addresses.address'),
      value: office.addressLoc,
      latin: latin(office.addressLoc, office.addressEn),
    },
    office.neigborhood
      ? { key: 'district', label: t('addresses.district'), value: office.neigborhood }
      : null,
    {
      key: 'city',
      label: t('addresses.city'),
      value: office.cityLoc,
      latin: latin(office.cityLoc, office.cityEn),
    },
    {
      key: 'province',
      label: t(office.countryId === USA ? 'addresses.state' : 'addresses.province'),
      value: office.provinceLoc,
      latin: latin(office.provinceLoc, office.provinceEn),
    },
    { key: 'zip', label: t('addresses.zip'), value: office.postalCode },
    { key: 'phone', label: t('addresses.phone'), value: office.mobile },
  ];
  return lines.filter((l): l is Line => Boolean(l && l.value));
}

function OfficeLines({ office, receiver }: { office: OfficeWire; receiver: string | null }) {
  const { t } = useTranslation('widgets');
  return (
    <Stack gap="sm">
      {!receiver && (
        <Text size="sm" c="dimmed">
          {t('addresses.signInHint')}
        </Text>
      )}
      {linesOf(office, receiver, t).map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" gap="sm" data-line={line.key}>
          <Box miw={0}>
            <Text size="xs" c="dimmed">
              {line.label}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.value}
            </Text>
            {line.latin && (
              <Text size="xs" c="dimmed" lang="en">
                {line.latin}
              </Text>
            )}
          </Box>
          <CopyButton value={line.value} label={line.label} />
        </Group>
      ))}
      {office.countryId === TURKEY && (
        <Alert color="yellow" variant="light" p="sm">
          {t('addresses.turkeyPhoneHint')}
        </Alert>
      )}
    </Stack>
  );
}

export function Addresses() {
  const { t } = useTranslation(['widgets', 'common']);
  const { user } = useSession();
  const offices = useOffices();
  const isDesktop = useIsDesktop();

  if (offices.isPending) return <LoadingLines lines={6} />;
  if (offices.isError) return <LoadError error={offices.error} onRetry={() => void offices.refetch()} />;
  const list = ORDER.flatMap((country) => {
    const office = offices.data.find((o) => o.countryId === country);
    return office ? [office] : [];
  });
  if (list.length === 0) return <EmptyNote>{t('addresses.empty')}</EmptyNote>;

  const receiver = user ? receiverLine(user) : null;
  const label = (office: OfficeWire) => (
    <Group gap="xs" wrap="nowrap">
      <CountryFlag country={office.countryId} size={21} decorative />
      <span>{t(`common:countries.${office.countryId}`)}</span>
    </Group>
  );

  if (!isDesktop)
    return (
      <Accordion variant="separated" defaultValue={String(list[0]!.countryId)}>
        {list.map((office) => (
          <Accordion.Item key={office.countryId} value={String(office.countryId)}>
            <Accordion.Control>{label(office)}</Accordion.Control>
            <Accordion.Panel>
              <OfficeLines office={office} receiver={receiver} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );

  return (
    <Tabs orientation="vertical" defaultValue={String(list[0]!.countryId)} keepMounted={false}>
      <Tabs.List aria-label={t('addresses.countries')}>
        {list.map((office) => (
          <Tabs.Tab key={office.countryId} value={String(office.countryId)}>
            {label(office)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {list.map((office) => (
        <Tabs.Panel key={office.countryId} value={String(office.countryId)} pl="lg" style={{ minWidth: 0 }}>
          <OfficeLines office={office} receiver={receiver} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
