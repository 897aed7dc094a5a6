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
