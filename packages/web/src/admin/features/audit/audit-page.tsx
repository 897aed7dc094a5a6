/** The audit log (admins): every staff action with who, what and when; filter by kind of record or actor. */
import { useState } from 'react';
import { Button, Code, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditAnswer } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';

const PAGE = 100;

export function AuditPage() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState({ entity: '', actor: '' });
  const list = usePagedList({
    key: ['admin', 'audit'],
    filter: { entity: '', actor: '' },
    pageSize: PAGE,
    read: (q) => api<AuditAnswer>(`/api/admin/audit${q}`),
  });
  return (
    <Page title={t('audit.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilter({ entity: typed.entity.trim(), actor: typed.actor.trim() });
        }}
        noValidate
      >
        <Group align="flex-end">
          <TextInput
            label={t('audit.entity')}
            description={t('audit.entityHint')}
            value={typed.entity}
            onChange={(e) => setTyped({ ...typed, entity: e.currentTarget.value })}
          />
          <TextInput
            label={t('audit.actor')}
            description={t('audit.actorHint')}
            value={typed.actor}
            onChange={(e) => setTyped({ ...typed, actor: e.currentTarget.value })}
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <PagedTable
        list={list}
        rows={(d) => d.entries}
        label={t('audit.title')}
        minWidth={900}
        empty={t('audit.empty')}
        columns={[
          { head: t('common.time'), cell: (e) => formatDateTime(e.at), nowrap: true },
          {
            head: t('audit.who'),
            cell: (e) => (
              <>
                {e.actor?.AXID ?? '—'}
                <Text size="xs" c="dimmed">
                  {e.actor?.email ?? ''}
                </Text>
              </>
            ),
          },
          { head: t('audit.action'), cell: (e) => e.action },
          {
            head: t('audit.entity'),
            cell: (e) => (
              <>
                {e.entity}
                <Text size="xs" c="dimmed" ff="monospace">
                  {e.entityId ?? ''}
                </Text>
              </>
            ),
            secondary: true,
          },
          {
            head: t('audit.details'),
            // Wrapped, not a box of its own scrolling sideways inside the scrolling table.
            cell: (e) =>
              e.data && (
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {JSON.stringify(e.data)}
                </Code>
              ),
          },
        ]}
      />
    </Page>
  );
}
