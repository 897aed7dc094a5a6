import { NotificationBell } from '../../features/notifications/first-view/bell.tsx';
import { useTranslation } from 'react-i18next';
import { UserMenu } from './user-menu.tsx';

export default function CustomerTools() {
  // Message codes only the signed-in panel meets (lib/messages.ts): loaded with the panel's top bar.
  useTranslation('panel-errors');
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
