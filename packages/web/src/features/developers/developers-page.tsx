/**
 * /developers (issue 22 §1): API keys for the customer's own systems — make one with a name and scopes
 * (shown once, to copy), see each key's scopes and when it was last used, revoke it.
 */
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, createApiKeySchema, type ApiScope } from '@amanati/shared/business-api';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { fieldErrorTexts, errorText } from '../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api.ts';
import WebhooksSection from './webhooks/webhooks-section.tsx';
import { BulkPrealert } from './bulk/bulk-prealert.tsx';

function NewKey() {
  const { t } = useTranslation('developers');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['parcels:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = createApiKeySchema.safeParse({ name, scopes });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((i) => [
            String(i.path[0]),
            t(`errors.${i.path[0] === 'name' ? 'name' : 'scopes'}`),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: ({ key }) => {
        setMade(key);
        setName('');
        notifySuccess(t('created'));
      },
      onError: (error) => {
        setErrors(fieldErrorTexts(error));
        const text = errorText(error);
        if (text) notifyError(text);
      },
    });
  };

  return (
    <Stack gap="sm">
      {made && (
        <Alert color="green" title={t('shownOnce.title')} role="status">
          <Stack gap="xs">
            <Text size="sm">{t('shownOnce.text')}</Text>
            <Code
              block
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              data-testid="new-api-key"
            >
              {made}
            </Code>
            <Group>
              <CopyButton value={made}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" onClick={copy} variant={copied ? 'light' : 'filled'}>
                    {t(copied ? 'copied' : 'copy')}
                  </Button>
                )}
              </CopyButton>
              <Button size="compact-sm" variant="default" onClick={() => setMade(null)}>
                {t('done')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="new-key-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-key-title">
            {t('new.title')}
          </Title>
          <TextInput
            label={t('new.name')}
            description={t('new.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={60}
            required
            error={errors.name}
            maw={420}
          />
          <Checkbox.Group
            label={t('new.scopes')}
            value={scopes}
            onChange={(v) => setScopes(v)}
            error={errors.scopes}
            required
          >
            <Stack gap={6} mt={6}>
              {API_SCOPES.map((s) => (
                <Checkbox
                  key={s}
                  value={s}
                  label={
                    <>
                      <Code>{s}</Code> — {t(`scopes.${s.replace(':', '_')}`)}
                    </>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Keys() {
  const { t } = useTranslation('developers');
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (keys.isError) return <LoadError error={keys.error} onRetry={() => void keys.refetch()} />;
  if (!keys.data) return <LoadingLines lines={3} />;
  if (keys.data.length === 0) return <EmptyNote>{t('keys.none')}</EmptyNote>;
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table aria-label={t('keys.title')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('keys.name')}</Table.Th>
            <Table.Th>{t('keys.scopes')}</Table.Th>
            <Table.Th>{t('keys.lastUsed')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('keys.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.data.map((k) => (
            <Table.Tr key={k._id}>
              <Table.Td>
                <Text fw={600}>{k.name}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {k.prefix}…
                </Text>
                <Text size="xs" c="dimmed">
                  {t('keys.created', { at: formatDateTime(k.createdAt) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {k.scopes.map((s) => (
                    <Badge key={s} variant="light" tt="none">
                      {s}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('keys.never')}</Table.Td>
              <Table.Td ta="right">
                {confirming === k._id ? (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(k._id, {
                          onSuccess: () => notifySuccess(t('keys.revoked', { name: k.name })),
                          onError: (e) => notifyError(errorText(e) ?? t('keys.revokeFailed')),
                        })
                      }
                    >
                      {t('keys.confirm')}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                      {t('keys.cancel')}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    onClick={() => setConfirming(k._id)}
                    aria-label={t('keys.revokeLabel', { name: k.name })}
                  >
                    {t('keys.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function DevelopersPage() {
  const { t } = useTranslation('developers');
  return (
    <Stack maw={960} gap="lg">
      <div>
        {/* "დეველოპერებისთვის" is one long word: on a phone the heading shrinks rather than overflow. */}
        <Title order={1} style={{ fontSize: 'clamp(1.5rem, 7vw, var(--mantine-h1-font-size))' }}>
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
        {/* The reference is served by the API itself (English, like the field names it documents). */}
        <Group gap="md" mt="xs">
          <Anchor href="/api/v1/docs" target="_blank" rel="noopener">
            {t('reference.docs')}
          </Anchor>
          <Anchor href="/api/v1/openapi.json" target="_blank" rel="noopener">
            {t('reference.openapi')}
          </Anchor>
        </Group>
      </div>
      <Paper withBorder p="md" radius="md" component="section">
        <NewKey />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="keys-title">
        <Title order={2} size="h4" id="keys-title" mb="sm">
          {t('keys.title')}
        </Title>
        <Keys />
      </Paper>
      <WebhooksSection />
      <BulkPrealert />
    </Stack>
  );
}
