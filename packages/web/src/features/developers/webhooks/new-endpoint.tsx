/** Adds a webhook endpoint: its URL, a description and the events it receives; the secret is shown once. */
import { useState } from 'react';
import { Button, Checkbox, Code, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createWebhookSchema, WEBHOOK_EVENTS, type WebhookEvent } from '@amanati/shared/webhooks';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateWebhook } from './api.ts';
import { eventLabelKey } from './event-labels.ts';
import { SecretOnce } from './secret-once.tsx';

export function NewEndpoint() {
  const { t } = useTranslation('developers');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = createWebhookSchema.safeParse({ url, description, events });
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((i) => String(i.path[0])));
      setErrors({
        ...(fields.has('url') ? { url: t('webhooks.errors.url') } : {}),
        ...(fields.has('events') ? { events: t('webhooks.errors.events') } : {}),
        ...(fields.has('description') ? { description: t('webhooks.errors.description') } : {}),
      });
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (made) => {
        setSecret(made.secret);
        setUrl('');
        setDescription('');
        setEvents([]);
        notifySuccess(t('webhooks.created'));
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
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      <form onSubmit={submit} noValidate aria-labelledby="new-webhook-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="new-webhook-title">
            {t('webhooks.new.title')}
          </Title>
          <TextInput
            label={t('webhooks.new.url')}
            description={t('webhooks.new.urlHint')}
            placeholder="https://shop.example.com/amanati/webhooks"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            maxLength={2000}
            required
            error={errors.url}
            maw={560}
          />
          <TextInput
            label={t('webhooks.new.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={200}
            error={errors.description}
            maw={560}
          />
          <Checkbox.Group
            label={t('webhooks.new.events')}
            value={events}
            onChange={(v) => setEvents(v)}
            error={errors.events}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={6} mt={6}>
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox
                  key={ev}
                  value={ev}
                  label={
                    <>
                      <Code>{ev}</Code> — {t(eventLabelKey(ev))}
                    </>
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setEvents(events.length === WEBHOOK_EVENTS.length ? [] : [...WEBHOOK_EVENTS])}
            >
              {t(events.length === WEBHOOK_EVENTS.length ? 'webhooks.new.none' : 'webhooks.new.all')}
            </Button>
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('webhooks.new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
