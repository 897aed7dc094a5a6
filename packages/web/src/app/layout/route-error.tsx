/** Shown when a page fails to load or render (e.g. a chunk of an older build): a way back and a reload. */
import { Component, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        <Button onClick={() => window.location.assign('/home')}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
