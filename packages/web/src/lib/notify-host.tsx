/** Mounts Mantine's notifications container in its own root, once. */
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { theme } from './theme.ts';

export function mountNotifications(): void {
  const el = document.createElement('div');
  document.body.appendChild(el);
  createRoot(el).render(
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
    </MantineProvider>,
  );
}
