/**
 * The right-side slide-in panels of spec §2 (sign up, forgot password, add/update parcel, add balance,
 * courier) and the sign-in highlight: one open at a time, opened from anywhere.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type PanelName = 'signup' | 'forgot' | 'addParcel' | 'updateParcel' | 'addBalance' | 'courier';

interface PanelsState {
  open: PanelName | null;
  props: Record<string, unknown>;
  /** Set when a customer-only page sent a visitor home: the sign-in panel asks for attention. */
  signinRequested: boolean;
  openPanel(name: PanelName, props?: Record<string, unknown>): void;
  closePanel(): void;
  requestSignin(on?: boolean): void;
}

const PanelsContext = createContext<PanelsState | null>(null);

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelName | null>(null);
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [signinRequested, setSigninRequested] = useState(false);
  const openPanel = useCallback((name: PanelName, p: Record<string, unknown> = {}) => {
    setProps(p);
    setOpen(name);
  }, []);
  const closePanel = useCallback(() => setOpen(null), []);
  const requestSignin = useCallback((on = true) => setSigninRequested(on), []);
  const value = useMemo(
    () => ({ open, props, signinRequested, openPanel, closePanel, requestSignin }),
    [open, props, signinRequested, openPanel, closePanel, requestSignin],
  );
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}

export function usePanels(): PanelsState {
  const ctx = useContext(PanelsContext);
  if (!ctx) throw new Error('usePanels outside PanelsProvider');
  return ctx;
}
