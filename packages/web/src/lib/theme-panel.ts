/**
 * The left panel's dark or light look, chosen with the switch in the footer and kept in localStorage
 * (dark by default): one small store, read by the panel and the switch wherever they sit.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'amanati.panelTheme';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'light';
  } catch {
    return true;
  }
}

export function setPanelDark(dark: boolean): void {
  try {
    localStorage.setItem(KEY, dark ? 'dark' : 'light');
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  current = dark;
  listeners.forEach((listener) => listener());
}

let current: boolean | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= read()),
    () => true,
  );
}
