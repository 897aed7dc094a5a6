/**
 * A dashboard notice that a phone shows folded to its title line (issue 17 §2: the red and the orange
 * notice filled a phone's first screen): the title on one line and a More / Less button (aria-expanded,
 * aria-controls) that unfolds the text. Unfolded, and without the button, when `foldable` is false.
 * Folded, the text is not rendered until first unfolded: what it holds (lists, parts with code of their
 * own) costs a phone's first view nothing.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Group, type AlertProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<AlertProps, 'title'> {
  title: string;
  foldable: boolean;
  /** The More / Less button's look on this notice's colours. */
  buttonVariant?: 'white' | 'light';
  children: ReactNode;
}

export function FoldableAlert({
  title,
  foldable,
  buttonVariant = 'white',
  children,
  styles,
  ...alert
}: Props) {
  const { t } = useTranslation('parcels');
  const [open, setOpen] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  if (open && !unfolded) setUnfolded(true);
  const bodyId = useId();
  if (!foldable)
    return (
      <Alert title={title} styles={styles} {...alert}>
        {children}
      </Alert>
    );
  const folded = !open;
  return (
    <Alert
      {...alert}
      data-folded={folded || undefined}
      styles={{
        ...(styles as object),
        title: {
          ...((styles as { title?: object } | undefined)?.title ?? {}),
          width: '100%',
          marginBottom: folded ? 0 : undefined,
        },
        body: { minWidth: 0 },
        label: { flex: 1, minWidth: 0 },
        message: folded ? { display: 'none' } : undefined,
      }}
      title={
        <Group component="span" gap="xs" wrap="nowrap" justify="space-between" w="100%">
          <span
            style={
              folded
                ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }
                : undefined
            }
          >
            {title}
          </span>
          <Button
            size="compact-xs"
            variant={buttonVariant}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? t('notice.less') : t('notice.moreOf', { title })}
            onClick={() => setOpen(!open)}
            style={{ flexShrink: 0 }}
          >
            {t(open ? 'notice.less' : 'notice.more')}
          </Button>
        </Group>
      }
    >
      <div id={bodyId} hidden={folded}>
        {unfolded && children}
      </div>
    </Alert>
  );
}
