/**
 * Notification settings (issue 19 §4): which news reaches the customer on which channel. The bell
 * (in-app) always gets everything; e-mail, push and SMS per event, quiet hours, and the language SMS and
 * push are written in. A channel this account cannot use yet is shown disabled with the reason.
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_EVENTS,
  OPTIONAL_CHANNELS,
  type OptionalChannel,
  type PreferenceMatrix,
} from '@amanati/shared/notification-preferences';
import { LoadError, LoadingLines } from '../../../components/states.tsx';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useNotificationPreferences, useSavePreferences } from './api.ts';
import { PhoneProof } from './phone-proof.tsx';

type Language = 'ka' | 'en' | 'ru';
type Draft = { events: PreferenceMatrix; quietHours: boolean; language: Language };

export function NotificationSettings() {
  const { t } = useTranslation('profile');
  const query = useNotificationPreferences();
  const save = useSavePreferences();
  // The customer's unsaved changes; without any, the form shows what the server holds.
  const [draft, setDraft] = useState<Draft | null>(null);
  const data = query.data;

  const heading = (
    <div>
      <Title order={2} size="h4" id="alerts-title">
        {t('alerts.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('alerts.intro')}
      </Text>
    </div>
  );
  if (query.isError)
    return (
      <Stack gap="md">
        {heading}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (!data)
    return (
      <Stack gap="md">
        {heading}
        <LoadingLines lines={6} />
      </Stack>
    );

  const { events, quietHours, language }: Draft = draft ?? {
    events: data.events as PreferenceMatrix,
    quietHours: data.quietHours,
    language: data.language,
  };
  const change = (next: Partial<Draft>) => setDraft({ events, quietHours, language, ...next });
  const channels = OPTIONAL_CHANNELS.filter((c) => c !== 'push' || data.channels.push).filter(
    (c) => c !== 'sms' || data.channels.sms,
  );
  const unavailable = (c: OptionalChannel): string | null =>
    c === 'email' && !data.emailNotifications
      ? t('alerts.why.emailOff')
      : c === 'sms' && !data.phone.verified
        ? t('alerts.why.smsUnproved')
        : null;
  const dirty =
    JSON.stringify(events) !== JSON.stringify(data.events) ||
    quietHours !== data.quietHours ||
    language !== data.language;
  const toggle = (event: (typeof NOTIFICATION_EVENTS)[number], channel: OptionalChannel, on: boolean) =>
    change({ events: { ...events, [event]: { ...events[event], [channel]: on } } });
  const submit = () =>
    save.mutate(
      { events, quietHours, language },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(t('alerts.saved'));
        },
        onError: (e) => notifyError(errorText(e) ?? t('alerts.saveFailed')),
      },
    );

  return (
    <Stack gap="md">
      {heading}
      {data.channels.sms && <PhoneProof phone={data.phone.number} verified={data.phone.verified} />}
      <Table.ScrollContainer minWidth={280} type="native">
        <Table
          aria-labelledby="alerts-title"
          verticalSpacing={6}
          horizontalSpacing={6}
          className="alerts-matrix"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('alerts.event')}</Table.Th>
              {/* The bell always gets everything: said in the intro; the column is shown where it fits. */}
              <Table.Th scope="col" ta="center" visibleFrom="sm" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                {t('alerts.channels.inApp')}
              </Table.Th>
              {channels.map((c) => (
                <Table.Th key={c} scope="col" ta="center" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                  {t(`alerts.channels.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Th scope="row" fw={400} fz="sm">
                  {t(`alerts.events.${event}`)}
                </Table.Th>
                <Table.Td ta="center" visibleFrom="sm">
                  <Checkbox
                    checked
                    disabled
                    readOnly
                    aria-label={`${t(`alerts.events.${event}`)} — ${t('alerts.channels.inApp')}`}
                    styles={{ body: { justifyContent: 'center' } }}
                  />
                </Table.Td>
                {channels.map((c) => (
                  <Table.Td key={c} ta="center">
                    <Checkbox
                      checked={events[event][c] && !unavailable(c)}
                      disabled={Boolean(unavailable(c))}
                      onChange={(e) => toggle(event, c, e.currentTarget.checked)}
                      aria-label={`${t(`alerts.events.${event}`)} — ${t(`alerts.channels.${c}`)}`}
                      styles={{ body: { justifyContent: 'center' } }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {channels.map((c) => unavailable(c)).filter(Boolean).length > 0 && (
        <Stack gap={2}>
          {channels.map((c) =>
            unavailable(c) ? (
              <Text key={c} size="sm" c="dimmed">
                {t(`alerts.channels.${c}`)}: {unavailable(c)}
              </Text>
            ) : null,
          )}
        </Stack>
      )}
      <Switch
        checked={quietHours}
        onChange={(e) => change({ quietHours: e.currentTarget.checked })}
        label={t('alerts.quiet.label')}
        description={t('alerts.quiet.description')}
      />
      <Select
        label={t('alerts.language.label')}
        description={t('alerts.language.description')}
        data={(['ka', 'en', 'ru'] as const).map((l) => ({ value: l, label: t(`alerts.language.${l}`) }))}
        value={language}
        onChange={(v) => v && change({ language: v })}
        allowDeselect={false}
        maw={320}
        comboboxProps={{ withinPortal: true }}
      />
      <Group>
        <Button onClick={submit} disabled={!dirty} loading={save.isPending}>
          {t('alerts.save')}
        </Button>
      </Group>
    </Stack>
  );
}
