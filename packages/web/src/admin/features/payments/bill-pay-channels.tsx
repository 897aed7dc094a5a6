/**
 * Bill-pay channels (admins, issue 20 §3): the partners that take payments by room code — bank apps,
 * kiosk networks, terminals — each with a login, a secret shown once, and the addresses it calls from.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BillPayChannelCreatedAnswer,
  BillPayChannelsAnswer,
  BillPayChannelWire,
} from '@amanati/shared/answers/bill-pay';
import { createBillPayChannelSchema } from '@amanati/shared/bill-pay';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { ColumnTable } from '../../components/paged-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';

const key = ['admin', 'billpay-channels'] as const;

/** The addresses as typed: one per line (commas and spaces separate too). */
const addresses = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean);

export function BillPayChannels() {
  const { t } = useTranslation('admin');
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<BillPayChannelsAnswer>('/api/admin/billpay/channels').then((r) => r.channels),
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('billPay.intro')}
      </Text>
      <QueryView query={query} isEmpty={(c) => c.length === 0} empty={t('billPay.empty')}>
        {(channels) => (
          <ColumnTable
            label={t('billPay.title')}
            minWidth={760}
            rows={channels.map((c) => ({ ...c, _id: c.id }))}
            columns={[
              {
                head: t('billPay.name'),
                cell: (c) => (
                  <>
                    {c.name}
                    <Text size="xs" c="dimmed" ff="monospace">
                      {c.login}
                    </Text>
                  </>
                ),
              },
              {
                head: t('billPay.addresses'),
                secondary: true,
                cell: (c) =>
                  c.allowedIps.length ? (
                    <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.allowedIps.join(', ')}
                    </Text>
                  ) : (
                    t('billPay.anyAddress')
                  ),
              },
              {
                head: t('billPay.lastCall'),
                secondary: true,
                nowrap: true,
                cell: (c) => (c.lastCallAt ? formatDateTime(c.lastCallAt) : '—'),
              },
              {
                head: t('common.status'),
                secondary: true,
                cell: (c) => (
                  <Badge color={c.revokedAt ? 'gray' : 'green'} variant="dot">
                    {c.revokedAt ? t('billPay.stateRevoked') : t('billPay.stateActive')}
                  </Badge>
                ),
              },
              { head: t('billPay.action'), cell: (c) => (c.revokedAt ? null : <Revoke channel={c} />) },
            ]}
          />
        )}
      </QueryView>
      <NewChannel />
    </Stack>
  );
}

function Revoke({ channel: c }: { channel: BillPayChannelWire }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const { failure, fail } = useFormFailure();
  const revoke = useMutation({
    mutationFn: () => api(`/api/admin/billpay/channels/${c.id}/revoke`, { method: 'POST', body: {} }),
    onSuccess: () => {
      toastDone(t('billPay.revoked', { name: c.name }));
      return client.invalidateQueries({ queryKey: key });
    },
    onError: fail,
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={revoke.isPending}
        aria-label={t('billPay.revokeNamed', { name: c.name })}
        onClick={() => window.confirm(t('billPay.confirmRevoke', { name: c.name })) && revoke.mutate()}
      >
        {t('billPay.revoke')}
      </Button>
      {failure && (
        <Text role="alert" c="red.9" size="xs">
          {failure}
        </Text>
      )}
    </>
  );
}

function NewChannel() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [made, setMade] = useState<BillPayChannelCreatedAnswer | null>(null);
  const form = useForm({ initialValues: { name: '', login: '', allowedIps: '' } });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const create = useMutation({
    mutationFn: (input: unknown) =>
      api<BillPayChannelCreatedAnswer>('/api/admin/billpay/channels', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const submit = form.onSubmit((values) => {
    const checked = validateWith(createBillPayChannelSchema, {
      ...values,
      allowedIps: addresses(values.allowedIps),
    });
    if (checked.errors) return form.setErrors(checked.errors);
    setFailure(null);
    create.mutate(checked.data, {
      onSuccess: (r) => {
        setMade(r);
        form.reset();
      },
      onError: fail,
    });
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('billPay.new')}
        </Title>
        {made && (
          <Alert
            color="green"
            title={t('billPay.made', { name: made.channel.name })}
            data-testid="billpay-secret"
          >
            <Stack gap="xs">
              <Text size="sm">{t('billPay.secretOnce')}</Text>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {`${made.channel.login}:${made.secret}`}
              </Code>
              <CopyButton value={made.secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? t('billPay.copied') : t('billPay.copySecret')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('billPay.name')} {...form.getInputProps('name')} />
          <TextInput
            label={t('billPay.login')}
            description={t('billPay.loginHint')}
            autoComplete="off"
            {...form.getInputProps('login')}
          />
        </SimpleGrid>
        <Textarea
          label={t('billPay.addresses')}
          description={t('billPay.addressesHint')}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('allowedIps')}
        />
        <FormFooter failure={failure} busy={create.isPending} submitLabel={t('billPay.create')} />
      </Stack>
    </Paper>
  );
}
