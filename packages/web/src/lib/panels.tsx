/**
 * The right-side slide-in panels of spec §2 (sign up, forgot password, add/update parcel, add balance,
 * courier) and the sign-in highlight: one open at a time, opened from anywhere. Each panel's props are
 * typed by its name, so opening a panel with the wrong props does not compile.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ParcelStatus } from '@amanati/shared/constants';
import type { EditRight } from '@amanati/shared/parcel-rules';
import type { ProductWire } from '@amanati/shared/parcels';

type NoProps = Record<string, never>;

/** What each panel is opened with. */
export interface PanelProps {
  signup: NoProps;
  forgot: NoProps;
  /** `amountTetri`: pre-filled (the shortfall of a payment the balance could not cover). */
  addBalance: { amountTetri?: number };
  courier: NoProps;
  /** `status`: the tab the customer is on, sent as `statusPage` and reloaded after saving. */
  addParcel: { status?: ParcelStatus };
  /** `right`: what the rules allow (`editRight`); `declare-missing` only completes the declaration. */
  updateParcel: {
    parcel: ProductWire;
    right: EditRight;
    status?: ParcelStatus;
    flightDeadline?: string | null;
  };
}

export type PanelName = keyof PanelProps;

/** The open panel: a name with its own props. */
export type OpenPanel = { [N in PanelName]: { name: N; props: PanelProps[N] } }[PanelName];

/** Props are optional for a panel that takes none. */
type PropsArgs<N extends PanelName> = NoProps extends PanelProps[N]
  ? [props?: PanelProps[N]]
  : [props: PanelProps[N]];

interface PanelsState {
  panel: OpenPanel | null;
  /** The open panel's name (null when none). */
  open: PanelName | null;
  /** Set when a customer-only page sent a visitor home: the sign-in panel asks for attention. */
  signinRequested: boolean;
  // Arrow-typed members: callers destructure them from the hook, so they carry no `this`.
  openPanel: <N extends PanelName>(name: N, ...props: PropsArgs<N>) => void;
  closePanel: () => void;
  requestSignin: (on?: boolean) => void;
}

const PanelsContext = createContext<PanelsState | null>(null);

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const [signinRequested, setSigninRequested] = useState(false);
  const openPanel = useCallback(<N extends PanelName>(name: N, ...[props]: PropsArgs<N>) => {
    // The pair is built from a name and that name's props: TypeScript cannot follow the correlation.
    setPanel({ name, props: props ?? {} } as OpenPanel);
  }, []);
  const closePanel = useCallback(() => setPanel(null), []);
  const requestSignin = useCallback((on = true) => setSigninRequested(on), []);
  const value = useMemo(
    () => ({ panel, open: panel?.name ?? null, signinRequested, openPanel, closePanel, requestSignin }),
    [panel, signinRequested, openPanel, closePanel, requestSignin],
  );
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}

export function usePanels(): PanelsState {
  const ctx = useContext(PanelsContext);
  if (!ctx) throw new Error('usePanels outside PanelsProvider');
  return ctx;
}
