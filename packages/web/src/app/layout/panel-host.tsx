/** Hosts the one open right-side panel; each panel's code loads only when it opens. */
import { lazy, Suspense } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePanels, type PanelName } from '../providers/panels.tsx';
import { PageLoader } from './page-loader.tsx';

const PANELS: Record<PanelName, React.LazyExoticComponent<React.ComponentType<Record<string, unknown>>>> = {
  signup: lazy(() => import('../../features/auth/components/signup-panel.tsx')),
  forgot: lazy(() => import('../../features/auth/components/forgot-panel.tsx')),
  addParcel: lazy(() => import('../../features/parcels/components/parcel-panel.tsx')),
  updateParcel: lazy(() => import('../../features/parcels/components/parcel-panel.tsx')),
  addBalance: lazy(() => import('../../features/account/components/add-balance-panel.tsx')),
  courier: lazy(() => import('../../features/courier/components/courier-panel.tsx')),
};

export default function PanelHost() {
  const { t } = useTranslation();
  const { open, props, closePanel } = usePanels();
  const Panel = open ? PANELS[open] : null;
  return (
    <Drawer
      opened={Boolean(open)}
      onClose={closePanel}
      position="right"
      size="lg"
      title={open ? t(`panels.${open}`) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {Panel && (
        <Suspense fallback={<PageLoader padding="xl" />}>
          <Panel {...props} mode={open === 'updateParcel' ? 'update' : 'add'} />
        </Suspense>
      )}
    </Drawer>
  );
}
