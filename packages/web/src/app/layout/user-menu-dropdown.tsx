/**
 * The user menu's dropdown (user-menu.tsx): profile, change password, choose branch, the money statement,
 * the pickup pass, my courier orders, developers (API keys; first for an organisation, which is who
 * integrates most), sign out (→ /home).
 */
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../features/auth/api/session.ts';
import type { LoadedMenuProps } from '../../components/menu-on-demand.tsx';

export default function UserMenuDropdown({ target, defaultOpened }: LoadedMenuProps) {
  // `developers` travels with the panel pages' pack, `statement` and `pickup` are files of their own: they
  // load with this dropdown, not with every page.
  const { t } = useTranslation(['common', 'developers', 'statement', 'pickup', 'claims']);
  const { user } = useSession();
  const organisation = user?.type === 2 && !user.information.indEntrepreneur;
  const developers = (
    <Menu.Item component={Link} to="/developers">
      {t('developers:title')}
    </Menu.Item>
  );
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    // No hidden initial-focus placeholder: a focusable role="presentation" child is not allowed in
    // role="menu" (axe aria-required-children).
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {organisation && developers}
        <Menu.Item component={Link} to="/profile">
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/change-password">
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/add-branches">
          {t('userMenu.branch')}
        </Menu.Item>
        <Menu.Item component={Link} to="/statement">
          {t('statement:menu')}
        </Menu.Item>
        <Menu.Item component={Link} to="/pickup">
          {t('pickup:menu')}
        </Menu.Item>
        <Menu.Item component={Link} to="/claims">
          {t('claims:menu')}
        </Menu.Item>
        <Menu.Item component={Link} to="/courier-orders">
          {t('userMenu.courierOrders')}
        </Menu.Item>
        {!organisation && developers}
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          onClick={() => {
            signOut();
            // Declarative routes: navigating settles at once, there is no promise to wait for.
            void navigate('/home');
          }}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
