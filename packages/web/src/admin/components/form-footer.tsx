/** The end of a back-office form: why the last save failed (announced), then the buttons, submit last. */
import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormFooter({
  failure,
  busy,
  submitLabel,
  children,
}: {
  failure: string | null;
  busy: boolean;
  /** Save, unless the form does something else. */
  submitLabel?: string;
  /** Buttons before submit (cancel, delete). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {failure && (
        <Text role="alert" c="red.9" size="sm">
          {failure}
        </Text>
      )}
      <Group justify="flex-end">
        {children}
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Group>
    </>
  );
}
