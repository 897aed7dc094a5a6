/**
 * The back office's own frame: a header (language, who is signed in, sign-out) and the section
 * navigation — beside the page from 992 px, behind the burger below, so a branch's tablet (768 px) gives
 * its tables the whole width.
 */
import { Suspense, useId, type ReactNode } from 'react';
import { AppShell, Burger, Button, Group, NavLink, SegmentedControl, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@amanati/shared/localized';
import type { Candidate } from '@amanati/shared/accounts';
import { changeLanguage } from '../../lib/i18n.ts';
import { Loading } from '../components/states.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import './admin-layout.css';

export function AdminLayout({
  user,
  onSignOut,
  children,
}: {
  user: Candidate;
  onSignOut: () => void;
  children: ReactNode;
}) {
  // `panel-errors`: codes the back office meets too (money, courier), beside its own `admin.errors`.
  const { t, i18n } = useTranslation(['admin', 'panel-errors']);
  const [opened, { toggle, close }] = useDisclosure(false);
  const navId = useId();
  const { pathname } = useLocation();
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || user.role === 'admin');
  const matches = (path: string) =>
    path === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(path);
  // The most specific section wins: the customs queue, not also the customs rules above it.
  const active = (path: string) =>
    matches(path) &&
    !items.some((i) => i.path.length > path.length && i.path.startsWith(path) && matches(i.path));

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.menu')}
              aria-expanded={opened}
              aria-controls={navId}
            />
            <Text fw={700} visibleFrom="md">
              {t('brand')}
            </Text>
            {/* A phone or a tablet has room for the name only, beside the language and sign-out. */}
            <Text fw={700} hiddenFrom="md">
              {t('brandShort')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={t('nav.language')}
              value={i18n.language}
              onChange={(lang) => void changeLanguage(lang as Language)}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
            />
            <Text size="sm" visibleFrom="sm">
              {user.AXID} · {t(`role.${user.role}`)}
            </Text>
            <Button size="xs" variant="default" onClick={onSignOut}>
              {t('nav.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        component="nav"
        id={navId}
        aria-label={t('nav.label')}
        className="admin-nav"
        data-closed={opened ? undefined : true}
      >
        {items.map((item) => (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path}
            label={t(`nav.${item.key}`)}
            active={active(item.path)}
            variant="filled"
            aria-current={active(item.path) ? 'page' : undefined}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
