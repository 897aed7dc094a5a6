/**
 * Push notifications per device (issue 19 §2), for the profile: enable them on this device (the browser
 * asks for permission only when the button is pressed), see the devices that receive them and remove
 * any. Says plainly when this browser cannot, when the customer blocked notifications (and how to
 * unblock them), and when the server does not send push.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@amanati/shared/localized';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { errorText } from '../../lib/messages.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  postSubscription,
  pushDevicesKey,
  usePushDevices,
  usePushKey,
  useRemovePushDevice,
  type PushDevice,
} from './api/push.ts';
import {
  currentSubscription,
  permission,
  pushSupport,
  subscribeDevice,
  unsubscribeIf,
  WorkerNotReady,
} from './browser-push.ts';

export function PushDevices() {
  // `panel-errors` too: the server's refusals shown here may have their texts there (lib/messages.ts).
  const { t, i18n } = useTranslation(['push', 'panel-errors']);
  const queryClient = useQueryClient();
  const key = usePushKey();
  const available = key.data?.available === true;
  const devices = usePushDevices(available);
  const remove = useRemovePushDevice();
  const [support] = useState(pushSupport);
  const [allowed, setAllowed] = useState(permission);
  /** This device's push endpoint, when the browser has a subscription. */
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [enabling, setEnabling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const thisDeviceOn = endpoint !== null && (devices.data ?? []).some((d) => d.endpoint === endpoint);

  async function enable(publicKey: string) {
    setProblem(null);
    setEnabling(true);
    try {
      // Asked here and nowhere else: the customer has just pressed the button.
      const answer = await Notification.requestPermission();
      setAllowed(answer);
      if (answer !== 'granted') {
        if (answer === 'default') setProblem(t('dismissed'));
        return;
      }
      const subscription = await subscribeDevice(publicKey);
      const { device } = await postSubscription({
        endpoint: subscription.endpoint ?? '',
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        language: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
      });
      setEndpoint(device.endpoint);
      queryClient.setQueryData<PushDevice[]>(pushDevicesKey, (old) => [
        ...(old ?? []).filter((d) => d.id !== device.id),
        device,
      ]);
      notifySuccess(t('turnedOn'));
    } catch (error) {
      setProblem(
        error instanceof WorkerNotReady
          ? t('notReady')
          : error instanceof ApiError
            ? errorText(error)
            : t('failed'),
      );
    } finally {
      setEnabling(false);
    }
  }

  function removeDevice(device: PushDevice) {
    setProblem(null);
    remove.mutate(device.id, {
      onSuccess: () => {
        if (device.endpoint === endpoint) {
          // This device: the browser forgets the subscription too.
          void unsubscribeIf(device.endpoint).catch(() => undefined);
          setEndpoint(null);
        }
        notifySuccess(t('removed'));
      },
      onError: (error) => setProblem(errorText(error) ?? t('failed')),
    });
  }

  let thisDevice: ReactNode;
  if (support === 'ios-not-installed') thisDevice = <Text size="sm">{t('iosHint')}</Text>;
  else if (support === 'unsupported') thisDevice = <Text size="sm">{t('unsupported')}</Text>;
  else if (allowed === 'denied')
    thisDevice = (
      <Alert color="yellow" title={t('blocked')} role="alert">
        {t('unblock')}
      </Alert>
    );
  else if (thisDeviceOn)
    thisDevice = (
      <Text size="sm" fw={600} c="green.9">
        {t('enabled')}
      </Text>
    );
  else
    thisDevice = (
      <Button
        onClick={() => void enable(key.data!.publicKey!)}
        loading={enabling}
        fullWidth
        maw={{ sm: 360 }}
        // Georgian says it in more letters than one line of a phone holds: the label wraps.
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      >
        {t('enable')}
      </Button>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="push-devices-title" data-testid="push-devices">
      <Title order={2} size="h4" id="push-devices-title">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      {key.isPending ? (
        <LoadingLines lines={2} />
      ) : key.isError ? (
        <LoadError error={key.error} onRetry={() => void key.refetch()} />
      ) : !available ? (
        <Text size="sm" c="dimmed">
          {t('unavailable')}
        </Text>
      ) : (
        <>
          {thisDevice}
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          <Title order={3} size="h5" mt="sm" id="push-devices-list">
            {t('devices')}
          </Title>
          {devices.isPending ? (
            <LoadingLines lines={2} />
          ) : devices.isError ? (
            <LoadError error={devices.error} onRetry={() => void devices.refetch()} />
          ) : devices.data.length === 0 ? (
            <EmptyNote>{t('noDevices')}</EmptyNote>
          ) : (
            <List listStyleType="none" spacing="xs" aria-labelledby="push-devices-list">
              {devices.data.map((device) => (
                <List.Item key={device.id}>
                  <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <Text fw={600} size="sm">
                          {device.label}
                        </Text>
                        {device.endpoint === endpoint && (
                          <Badge variant="light" size="sm">
                            {t('thisDevice')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('added', { date: formatDateTime(device.createdAt) })}
                        {' · '}
                        {device.lastUsedAt
                          ? t('lastUsed', { date: formatDateTime(device.lastUsedAt) })
                          : t('never')}
                      </Text>
                    </Stack>
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => removeDevice(device)}
                      loading={remove.isPending && remove.variables === device.id}
                      aria-label={t('removeLabel', { device: device.label })}
                    >
                      {t('remove')}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
