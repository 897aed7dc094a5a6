/**
 * User menu: profile, change password, choose branch, sign out (→ /home). The button comes with the top
 * bar; the dropdown's code when the menu is first reached for (components/menu-on-demand.tsx).
 */
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { earlyModule } from '../../lib/early-module.ts';
import { MenuOnDemand, type MenuButtonProps } from '../../components/menu-on-demand.tsx';

const dropdown = earlyModule(() => import('../layout/user-menu-dropdown.tsx'));

export function UserMenu() {
  const { t } = useTranslation();
  const button = (props: MenuButtonProps) => (
    <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('userMenu.label')} {...props}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
      </svg>
    </ActionIcon>
  );
  return <MenuOnDemand button={button} menu={dropdown} />;
}
