/**
 * The terms and conditions (page slug `terms`) in a modal over the sign-up drawer, sanitised before
 * they are shown. Escape closes only this modal: the drawer underneath ignores key presses that come
 * from elements marked `data-mantine-stop-propagation`, so every element focused in here is marked.
 * (The key handler is a capture one: Mantine's Modal.Content drops an `onKeyDown` prop.)
 */
import type { PageAnswer } from '@amanati/shared/answers/content';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { pickLocalized } from '../../../lib/i18n.ts';
import { SafeHtml } from '../../../components/safe-html.tsx';

const STOP = 'data-mantine-stop-propagation';

export function TermsModal({
  opened,
  onClose,
  onAccept,
}: {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const terms = useQuery({
    queryKey: ['auth', 'terms-page'],
    queryFn: () => api<PageAnswer>('/api/page/get/terms').then((r) => r.page),
    enabled: opened,
    staleTime: 10 * 60_000,
  });

  const mark = (e: FocusEvent<HTMLElement>) => e.target.setAttribute(STOP, 'true');
  const escape = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" closeOnEscape={false}>
      <Modal.Overlay />
      <Modal.Content onFocus={mark} onKeyDownCapture={escape} {...{ [STOP]: 'true' }}>
        <Modal.Header>
          <Modal.Title fw={700}>{t('signup.termsTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('actions.close', { ns: 'common' })} />
        </Modal.Header>
        <Modal.Body>
          {terms.isLoading && (
            <Center p="lg">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          )}
          {terms.isError && (
            <Alert color="yellow" role="alert">
              {t('signup.termsError')}
            </Alert>
          )}
          {terms.data && (
            <Typography>
              <SafeHtml
                className="terms-text"
                html={pickLocalized(terms.data, 'description', i18n.language)}
              />
            </Typography>
          )}
          <Group justify="flex-end" mt="md">
            <Button onClick={onAccept}>{t('signup.termsAccept')}</Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
