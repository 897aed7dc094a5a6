/**
 * Top bar: language switcher; for customers the notification bell and user menu (loaded only for them).
 * `start`: what the frame puts before the switcher (a visitor's sign-in button on a phone).
 */
import { Suspense, type ReactNode } from 'react';
import { Box, Group } from '@mantine/core';
import { useSession } from '../../features/auth/api/session.ts';
import { lazyDefault } from '../../lib/early-module.ts';
import { frameParts } from '../page-modules.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const CustomerTools = lazyDefault(frameParts.customerTools);

/** The bell's and the user menu's room (two large ActionIcons), kept while they load: nothing shifts. */
const toolsRoom = (
  <>
    <Box w="2.125rem" h="2.125rem" />
    <Box w="2.125rem" h="2.125rem" />
  </>
);

export function TopBar({ start }: { start?: ReactNode }) {
  const { user } = useSession();
  return (
    <Group gap="xs" wrap="nowrap" ml="auto">
      {start}
      <LanguageSwitcher />
      {user && (
        <Suspense fallback={toolsRoom}>
          <CustomerTools />
        </Suspense>
      )}
    </Group>
  );
}
