/** Hosts the one open right-side panel; each panel's code loads only when it opens. */
import { lazy, Suspense } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePanels, type OpenPanel } from '../../lib/panels.tsx';
import { PageLoader } from './page-loader.tsx';

const SignupPanel = lazy(() => import('../../features/auth/components/signup-panel.tsx'));
const ForgotPanel = lazy(() => import('../../features/auth/components/forgot-panel.tsx'));
const ParcelPanel = lazy(() => import('../../features/parcels/components/parcel-panel.tsx'));
const AddBalancePanel = lazy(() => import('../../features/account/components/add-balance-panel.tsx'));
const CourierPanel = lazy(() => import('../../features/courier/components/courier-panel.tsx'));

function PanelContent({ panel }: { panel: OpenPanel }) {
  switch (panel.name) {
    case 'signup':
      return <SignupPanel />;
    case 'forgot':
      return <ForgotPanel />;
    case 'addParcel':
      return <ParcelPanel mode="add" {...panel.props} />;
    case 'updateParcel':
      return <ParcelPanel mode="update" {...panel.props} />;
    case 'addBalance':
      return <AddBalancePanel />;
    case 'courier':
      return <CourierPanel />;
  }
}

export default function PanelHost() {
  const { t } = useTranslation();
  const { panel, closePanel } = usePanels();
  return (
    <Drawer
      opened={Boolean(panel)}
      onClose={closePanel}
      position="right"
      size="lg"
      title={panel ? t(`panels.${panel.name}`) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {panel && (
        <Suspense fallback={<PageLoader padding="xl" />}>
          <PanelContent panel={panel} />
        </Suspense>
      )}
    </Drawer>
  );
}
