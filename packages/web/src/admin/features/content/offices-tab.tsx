/** Our addresses abroad (one per country), as customers copy them into shops: local script and English. */
import { SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { officeInputSchema, type OfficeInput } from '@amanati/shared/admin-content';
import { COUNTRY_IDS } from '@amanati/shared/constants';
import type { OfficeWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, useOffices } from './api.ts';

const FIELDS = [
  'provinceLoc',
  'cityLoc',
  'addressLoc',
  'provinceEn',
  'cityEn',
  'addressEn',
  'postalCode',
  'mobile',
  'neigborhood',
] as const satisfies readonly (keyof OfficeInput)[];

export function OfficesTab() {
  const { t } = useTranslation('admin');
  const query = useOffices();
  return (
    <QueryView query={query}>
      {(offices) => (
        <Tabs defaultValue="1">
          <Tabs.List>
            {COUNTRY_IDS.map((c) => (
              <Tabs.Tab key={c} value={String(c)}>
                {t(`country.${c}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {COUNTRY_IDS.map((c) => (
            <Tabs.Panel key={c} value={String(c)} pt="sm">
              <OfficeForm country={c} office={offices.find((o) => o.countryId === c) ?? null} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </QueryView>
  );
}

function OfficeForm({ country, office }: { country: number; office: OfficeWire | null }) {
  const { t } = useTranslation('admin');
  const form = useForm<OfficeInput>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, office?.[f] ?? ''])) as OfficeInput,
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const save = useContentChange(contentKeys.offices, (input: OfficeInput) =>
    api(`/api/admin/offices/${country}`, { method: 'PUT', body: input }),
  );
  const submit = form.onSubmit((values) => {
    const checked = validateWith(officeInputSchema, values);
    if (checked.errors) return form.setErrors(checked.errors);
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => toastDone(t('common.saved')),
      onError: fail,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {FIELDS.map((f) => (
            <TextInput key={f} label={t(`offices.${f}`)} {...form.getInputProps(f)} />
          ))}
        </SimpleGrid>
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
