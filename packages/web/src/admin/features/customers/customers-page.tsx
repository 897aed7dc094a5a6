/**
 * Customers: search by AXID, e-mail, phone, personal id or name; balance and debt at a glance; organisations
 * not yet verified flagged.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerRow } from '@amanati/shared/answers/admin/people';
import { formatDate } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { useCustomers } from './api.ts';

export const customerName = (
  c: Pick<CustomerRow, 'LTDName' | 'nameKa' | 'lastNameKa' | 'nameEn' | 'lastNameEn'>,
) => c.LTDName || [c.nameKa || c.nameEn, c.lastNameKa || c.lastNameEn].filter(Boolean).join(' ');

export function CustomersPage() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const list = useCustomers();

  return (
    <Page title={t('customers.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilter({ q: typed.trim() });
        }}
        noValidate
      >
        <Group align="flex-end">
          <TextInput
            label={t('customers.search')}
            description={t('customers.searchHint')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
            autoFocus
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <PagedTable
        list={list}
        rows={(d) => d.customers}
        label={t('customers.title')}
        minWidth={900}
        empty={t('customers.empty')}
        highlightOnHover
        columns={[
          {
            head: t('common.axid'),
            cell: (c) => (
              <Anchor component={Link} to={`/admin/customers/${c._id}`} fw={600}>
                {c.AXID}
              </Anchor>
            ),
            nowrap: true,
          },
          {
            head: t('common.name'),
            // An organisation no admin has verified yet pays the individuals' tariff: flagged (finding 8).
            cell: (c) =>
              c.orgVerified === false ? (
                <>
                  {customerName(c)}{' '}
                  <Badge color="orange" variant="dot" size="sm">
                    {t('customers.unverified')}
                  </Badge>
                </>
              ) : (
                customerName(c)
              ),
          },
          // An address has no space to break at: it may break anywhere rather than widen the table.
          {
            head: t('common.email'),
            cell: (c) => c.email,
            td: () => ({ style: { overflowWrap: 'anywhere' } }),
          },
          { head: t('common.phone'), cell: (c) => c.phone, nowrap: true, secondary: true },
          {
            head: t('customers.personalId'),
            cell: (c) => c.passportId || c.orgId,
            nowrap: true,
            secondary: true,
          },
          {
            head: t('common.branch'),
            cell: (c) => (c.branch ? t(`branch.${c.branch}`, { defaultValue: c.branch }) : '—'),
            secondary: true,
          },
          { head: t('customers.balance'), cell: (c) => `${c.balance.toFixed(2)} ₾`, nowrap: true },
          {
            head: t('customers.debt'),
            cell: (c) => `${c.deptSum.toFixed(2)} ₾`,
            td: (c) => ({ c: c.deptSum > 0 ? 'red.9' : undefined }),
            nowrap: true,
          },
          { head: t('customers.since'), cell: (c) => formatDate(c.createdAt), nowrap: true, secondary: true },
        ]}
      />
    </Page>
  );
}
