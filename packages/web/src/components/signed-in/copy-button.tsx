/** Copies one address line to the clipboard and says so (icon, accessible name and a live announcement). */
import { useEffect, useState } from 'react';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons.tsx';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and plain-HTTP pages: a selected, off-screen textarea and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('widgets');
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () =>
    writeClipboard(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );

  return (
    <>
      <ActionIcon
        variant={state === 'copied' ? 'filled' : 'light'}
        color={state === 'copied' ? 'teal' : state === 'failed' ? 'red' : 'blue'}
        size="lg"
        onClick={() => void copy()}
        aria-label={t('copy.button', { label })}
        data-copied={state === 'copied' || undefined}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={18} />
      </ActionIcon>
      <VisuallyHidden role="status">
        {state === 'copied' ? t('copy.done', { label }) : state === 'failed' ? t('copy.failed') : ''}
      </VisuallyHidden>
    </>
  );
}
