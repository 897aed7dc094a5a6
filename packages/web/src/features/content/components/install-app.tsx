/**
 * "Install on this phone" on /appstore, beside the store links: Chromium's install dialog where the
 * browser offers it, the Share → Add to Home Screen hint on iOS, nothing elsewhere (lib/install-way.ts).
 */
import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons.tsx';
import { pwa, type InstallPromptEvent } from '../../../lib/pwa-state.ts';
import { currentDevice, installWay } from '../lib/install-way.ts';

export function InstallApp() {
  const { t } = useTranslation('meta');
  // The offer the browser made before this page opened (kept by main.tsx), or one it makes later.
  const [offer, setOffer] = useState<InstallPromptEvent | null>(() => pwa.offer);
  const [installed, setInstalled] = useState(false);
  const [device] = useState(currentDevice);

  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      pwa.offer = event as InstallPromptEvent;
      setOffer(pwa.offer);
    };
    const done = () => {
      pwa.offer = null;
      setOffer(null);
      setInstalled(true);
    };
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', done);
    return () => {
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', done);
    };
  }, []);

  const install = async () => {
    if (!offer) return;
    // One dialog per offer: the button goes, whatever the answer.
    pwa.offer = null;
    setOffer(null);
    await offer.prompt();
    if ((await offer.userChoice).outcome === 'accepted') setInstalled(true);
  };

  if (installed)
    return (
      <Text role="status" fw={500}>
        {t('install.installed')}
      </Text>
    );
  const way = installWay(offer !== null, device);
  if (way === 'prompt')
    return (
      <>
        <Text c="dimmed">{t('install.text')}</Text>
        <Button size="md" leftSection={<Icon name="mobile" />} onClick={() => void install()}>
          {t('install.button')}
        </Button>
      </>
    );
  if (way === 'ios-hint')
    return (
      <>
        <Text c="dimmed">{t('install.text')}</Text>
        <Text data-testid="ios-install-hint">{t('install.iosHint')}</Text>
      </>
    );
  return null;
}
