import '../../features/parcels/dashboard-styles.ts';
import { NotificationBell } from '../../features/notifications/first-view/bell.tsx';
import { UserMenu } from './user-menu.tsx';

export default function CustomerTools() {
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
