/**
 * Who may see the back office: nobody signed in → the staff sign-in; a customer → "no access" (the
 * server answers their token 403 anyway); operators and admins → the back office.
 */
import { useReducer, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '@amanati/shared/accounts';
import { useSession, useSignOut } from '../../features/auth/api/session.ts';
import { StaffSignin } from './staff-signin.tsx';

export type StaffRole = 'operator' | 'admin';
export const isStaff = (user: Candidate): boolean => user.role === 'operator' || user.role === 'admin';

export function StaffGate({
  children,
}: {
  children: (user: Candidate & { role: StaffRole }, signOut: () => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { status, user } = useSession();
  const signOut = useSignOut();
  // useSession reads the query only once a token exists, and signing out removes the query: neither
  // re-renders this gate by itself (TanStack re-renders for what a render read), so both tell it.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const leave = () => {
    signOut();
    refresh();
  };
  if (status === 'unknown')
    return (
      <Center mih="100vh">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  if (status === 'anonymous' || !user) return <StaffSignin onSignedIn={refresh} />;
  if (!isStaff(user))
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" maw={420} ta="center">
          <Title order={1} size="h3">
            {t('noAccess.title')}
          </Title>
          <Text>{t('noAccess.text', { axid: user.AXID })}</Text>
          <Button onClick={leave}>{t('nav.signOut')}</Button>
          <Button component="a" href="/home" variant="subtle">
            {t('noAccess.toSite')}
          </Button>
        </Stack>
      </Center>
    );
  return <>{children(user as Candidate & { role: StaffRole }, leave)}</>;
}
