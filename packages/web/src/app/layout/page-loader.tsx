/** The spinner shown while a page or panel loads, named in the user's language for screen readers. */
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ minHeight, padding }: { minHeight?: string | number; padding?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} p={padding}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
