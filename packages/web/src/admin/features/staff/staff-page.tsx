/** Staff accounts (admins only): the list, and a new operator or admin. */
import {
  Badge,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffSchema } from '@amanati/shared/admin';
import type { StaffAnswer, StaffListAnswer } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';

const key = ['admin', 'staff'] as const;

export function StaffPage() {
  const { t } = useTranslation('admin');
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<StaffListAnswer>('/api/admin/staff').then((r) => r.staff),
  });
  return (
    <Page title={t('staff.title')}>
      <QueryView query={query} isEmpty={(s) => s.length === 0} empty={t('staff.empty')}>
        {(staff) => (
          <ScrollTable label={t('staff.title')} minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.axid')}</Table.Th>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('common.email')}</Table.Th>
                  <Table.Th>{t('staff.role')}</Table.Th>
                  <Table.Th>{t('customers.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td>{s.AXID}</Table.Td>
                    <Table.Td>
                      {s.nameEn} {s.lastNameEn}
                    </Table.Td>
                    <Table.Td>{s.email}</Table.Td>
                    <Table.Td>
                      <Badge color={s.role === 'admin' ? 'grape' : 'blue'} variant="dot">
                        {t(`role.${s.role}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(s.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryView>
      <NewStaff />
    </Page>
  );
}

function NewStaff() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const form = useForm({
    initialValues: { email: '', password: '', role: 'operator', nameEn: '', lastNameEn: '' },
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const create = useMutation({
    mutationFn: (input: unknown) => api<StaffAnswer>('/api/admin/staff', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const submit = form.onSubmit((values) => {
    const checked = validateWith(staffSchema, values);
    if (checked.errors) return form.setErrors(checked.errors);
    setFailure(null);
    create.mutate(checked.data, {
      onSuccess: (r) => {
        toastDone(t('staff.created', { axid: r.staff.AXID }));
        form.reset();
      },
      onError: fail,
    });
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('staff.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput label={t('common.email')} autoComplete="off" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('staff.password')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('signin.showPassword') }}
            {...form.getInputProps('password')}
          />
          <NativeSelect
            label={t('staff.role')}
            data={[
              { value: 'operator', label: t('role.operator') },
              { value: 'admin', label: t('role.admin') },
            ]}
            {...form.getInputProps('role')}
          />
          <TextInput label={t('staff.firstName')} {...form.getInputProps('nameEn')} />
          <TextInput label={t('staff.lastName')} {...form.getInputProps('lastNameEn')} />
        </SimpleGrid>
        <FormFooter failure={failure} busy={create.isPending} submitLabel={t('staff.create')} />
      </Stack>
    </Paper>
  );
}
