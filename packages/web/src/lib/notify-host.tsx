/**
 * Mounts Mantine's notifications container in its own root, once. Toasts rise at the bottom (right on a
 * desktop, across the screen on a phone), clear of the header's bell, user menu and language switcher.
 */
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { useIsDesktop } from '../components/use-desktop.ts';
import { theme } from './theme.ts';

export function ToastHost() {
  const desktop = useIsDesktop();
  return <Notifications position={desktop ? 'bottom-right' : 'bottom-center'} />;
}

let host: { el: HTMLElement; root: Root } | null = null;

export function mountNotifications(): void {
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  host = { el, root };
  root.render(
    <MantineProvider theme={theme}>
      <ToastHost />
    </MantineProvider>,
  );
}

/**
 * Unmounts the container (its own root, which no test cleanup reaches): a toast's exit transition timer
 * would otherwise fire after a test file's DOM is gone.
 */
export function unmountNotifications(): void {
  host?.root.unmount();
  host?.el.remove();
  host = null;
}
