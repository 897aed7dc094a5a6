/**
 * The customer's dashboard (spec §2): add parcel, delivery service, currency converter and volume-weight
 * modals; the red notice; declaration readiness; five tabs chosen by the URL hash (default waiting) —
 * switching starts the list over and reloads it; then our addresses abroad with the customer's own
 * receiver line (spec-readings, Web: on /home for everyone, personal lines when signed in).
 * On a phone (issue 17 §2) it opens with the account strip (AX code, balance, debt, Pay, Top up), the
 * four buttons two by two, the notices folded to a line each and the tabs in one scrolling row.
 */
import { lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, SimpleGrid, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PARCEL_STATUSES, type ParcelStatus } from '@amanati/shared/constants';
import { usePanels } from '../../../lib/panels.tsx';
import { OnDemand } from '../../../components/on-demand.tsx';
import { Section } from '../../../components/section.tsx';
import { LoadingLines } from '../../../components/states.tsx';
import { WhenVisible } from '../../../components/when-visible.tsx';
import { useIsDesktop } from '../../../components/use-desktop.ts';
import { AccountStrip } from '../../account/first-view/account-strip.tsx';
import { TaxNumberNotice } from '../../account/first-view/tax-number-notice.tsx';
import { useCustomsRules } from '../api/customs-rules.ts';
import { resetListLimit } from '../api/list-limits.ts';
import { useParcelList } from '../api/parcels.ts';
import { CustomsRuleNotice } from './customs-rule-notice.tsx';
import { ParcelList } from './parcel-list.tsx';
import { ReadinessBanner, useReadinessLists } from './readiness-banner.tsx';
import { useStatusTab } from '../hooks/use-status-tab.ts';

const Addresses = lazy(() => import('../../widgets/addresses.tsx').then((m) => ({ default: m.Addresses })));
// The tools' modals load when first opened.
const ConverterModal = lazy(() =>
  import('../components/tool-modals.tsx').then((m) => ({ default: m.ConverterModal })),
);
const VolumeModal = lazy(() =>
  import('../components/tool-modals.tsx').then((m) => ({ default: m.VolumeModal })),
);

/**
 * True once the customs rules, the readiness lists and the first tab's list have answered (or failed).
 * Until then one placeholder stands for the notices, the tabs and what follows, and they then appear
 * together: a notice arriving later would push the tabs down in front of the customer (layout shift).
 * The same queries as the notices' and the list's, observed from the same first render: asked once.
 */
function useFirstLoadSettled(status: ParcelStatus): boolean {
  const rules = useCustomsRules();
  const readiness = useReadinessLists();
  const list = useParcelList(status);
  const [settled, setSettled] = useState(false);
  if (!settled && !rules.isPending && !list.isPending && readiness.every((r) => !r.isPending))
    setSettled(true);
  return settled;
}

/**
 * Its children render from the start (their lists load at once) but show once the first lists are in.
 * A component of its own, so the lists' answers re-render it and not the whole dashboard.
 */
function FirstLoadGate({ status, children }: { status: ParcelStatus; children: ReactNode }) {
  const settled = useFirstLoadSettled(status);
  return (
    <>
      <div hidden={!settled} style={{ display: settled ? 'contents' : undefined }}>
        {children}
      </div>
      {!settled && (
        // At least a screen high, so nothing below it shows before the lists are in.
        <Box mih="100vh">
          <LoadingLines lines={6} />
        </Box>
      )}
    </>
  );
}

/** A phone's buttons, two by two: a label too long for its half wraps instead of being cut. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6, paddingInline: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

export default function CustomerHome() {
  const { t } = useTranslation(['parcels', 'widgets']);
  const { openPanel } = usePanels();
  const [status, selectStatus] = useStatusTab();
  const [tool, setTool] = useState<'converter' | 'volume' | null>(null);
  const desktop = useIsDesktop();
  const tabsRef = useRef<HTMLDivElement>(null);
  // The tabs scroll in one row on a phone: the chosen one (from the URL) is brought into sight, once the
  // row has been laid out (it is hidden until the first lists are in). A new observer reports the row's
  // size after the browser's own layout; reading the tab's place here instead would force the whole
  // dashboard's first layout inside React's commit, one long task on a slow phone.
  useEffect(() => {
    const list = tabsRef.current;
    if (desktop || !list) return;
    const center = () => {
      const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
      if (tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    };
    if (typeof ResizeObserver === 'undefined') return center();
    const observer = new ResizeObserver(center);
    observer.observe(list);
    return () => observer.disconnect();
  }, [desktop, status]);

  const onTab = (value: string | null) => {
    if (!value || value === status) return;
    resetListLimit(value as ParcelStatus);
    selectStatus(value as ParcelStatus);
  };

  const styles = desktop ? undefined : wrapping;
  const actions = (
    <>
      <Button styles={styles} onClick={() => openPanel('addParcel', { status })}>
        {t('home.addParcel')}
      </Button>
      <Button styles={styles} variant="light" onClick={() => openPanel('courier')}>
        {t('home.delivery')}
      </Button>
      <Button styles={styles} variant="default" onClick={() => setTool('converter')} aria-haspopup="dialog">
        {t('tools.converter')}
      </Button>
      <Button styles={styles} variant="default" onClick={() => setTool('volume')} aria-haspopup="dialog">
        {t('tools.volume')}
      </Button>
    </>
  );

  return (
    <Stack gap="md">
      <VisuallyHidden>
        <h1>{t('home.title')}</h1>
      </VisuallyHidden>
      {!desktop && <AccountStrip />}
      {desktop ? (
        <Group gap="sm">{actions}</Group>
      ) : (
        <SimpleGrid cols={2} spacing="xs">
          {actions}
        </SimpleGrid>
      )}
      <FirstLoadGate status={status}>
        <CustomsRuleNotice />
        <ReadinessBanner />
        <TaxNumberNotice />
        <Tabs value={status} onChange={onTab} keepMounted={false}>
          {/* One row: on a phone it scrolls sideways rather than wrapping to a second row. */}
          <Tabs.List
            ref={tabsRef}
            aria-label={t('tabs.label')}
            style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
          >
            {PARCEL_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {t(`tabs.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PARCEL_STATUSES.map((s) => (
            <Tabs.Panel key={s} value={s} pt="md">
              <ParcelList status={s} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Section title={t('widgets:home.addresses')} framed>
          <WhenVisible minHeight={360}>
            <Addresses />
          </WhenVisible>
        </Section>
      </FirstLoadGate>
      <OnDemand when={tool === 'converter'}>
        <ConverterModal opened={tool === 'converter'} onClose={() => setTool(null)} />
      </OnDemand>
      <OnDemand when={tool === 'volume'}>
        <VolumeModal opened={tool === 'volume'} onClose={() => setTool(null)} />
      </OnDemand>
    </Stack>
  );
}
