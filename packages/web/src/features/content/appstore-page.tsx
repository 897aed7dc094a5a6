/**
 * `/appstore`: the logo and links to the mobile app in the App Store and Google Play (spec §2), and the
 * web app to install on this phone where the browser can (issue 19 §1, components/install-app.tsx).
 */
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons.tsx';
import { InstallApp } from './components/install-app.tsx';

/** Store addresses are set per deployment (`VITE_APP_STORE_URL`, `VITE_GOOGLE_PLAY_URL`). */
const APP_STORE_URL = import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/ge/search?term=amanati';
const GOOGLE_PLAY_URL =
  import.meta.env.VITE_GOOGLE_PLAY_URL || 'https://play.google.com/store/search?q=amanati&c=apps';

function Logo() {
  return (
    <svg viewBox="0 0 96 96" width={96} height={96} role="img" aria-label="Amanati">
      <rect width="96" height="96" rx="22" fill="#1864ab" />
      <path
        d="M48 18 74 32v32L48 78 22 64V32z"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M22 32 48 46l26-14M48 46v32"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function AppstorePage() {
  const { t } = useTranslation('content');
  return (
    <Center mih="50vh">
      <Stack align="center" gap="md" ta="center" maw={560}>
        <Logo />
        <Title order={1}>{t('appstore.title')}</Title>
        <Text c="dimmed">{t('appstore.text')}</Text>
        <Group justify="center" gap="md">
          <Button
            component="a"
            href={APP_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            color="dark"
            leftSection={<Icon name="mobile" />}
          >
            {t('appstore.appStore')}
          </Button>
          <Button
            component="a"
            href={GOOGLE_PLAY_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            color="dark"
            leftSection={<Icon name="mobile" />}
          >
            {t('appstore.googlePlay')}
          </Button>
        </Group>
        <InstallApp />
      </Stack>
    </Center>
  );
}
