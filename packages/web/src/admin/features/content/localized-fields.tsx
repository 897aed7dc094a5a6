/** The same text in Georgian, English and Russian: three fields side by side (stacked on narrow screens). */
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

const LANGS = [
  ['Ka', 'ka'],
  ['En', 'en'],
  ['Ru', 'ru'],
] as const;

/** Fields named `${base}Ka`, `${base}En`, `${base}Ru` (or `${base}.ka` … with `nested`). */
export function LocalizedFields<V extends Record<string, unknown>>({
  form,
  base,
  label,
  multiline = false,
  nested = false,
}: {
  form: UseFormReturnType<V>;
  base: string;
  label: string;
  multiline?: boolean;
  nested?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {LANGS.map(([suffix, lang]) => {
        const path = nested ? `${base}.${lang}` : `${base}${suffix}`;
        const props = { label: `${label} (${t(`language.${lang}`)})`, ...form.getInputProps(path) };
        return multiline ? (
          <Textarea key={lang} autosize minRows={4} maxRows={14} {...props} />
        ) : (
          <TextInput key={lang} {...props} />
        );
      })}
    </SimpleGrid>
  );
}
