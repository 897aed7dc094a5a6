/** A signing secret shown the one time the server gives it (made or rolled), with a copy button. */
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('developers');
  return (
    <Alert color="green" title={t('webhooks.secret.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('webhooks.secret.text')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" onClick={copy} variant={copied ? 'light' : 'filled'}>
                {t(copied ? 'copied' : 'copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
