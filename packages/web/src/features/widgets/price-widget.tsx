/** Price widget (spec §2): choose China, USA or Turkey to see USD per kg for each tariff type; More → /tarrifs. */
import { useState } from 'react';
import { Button, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_IDS } from '@amanati/shared/constants';
import { useTariffs } from './api/tariffs.ts';
import { LoadError, LoadingLines } from '../../components/states.tsx';
import { TariffLines } from './tariff-lines.tsx';

export function PriceWidget() {
  const { t } = useTranslation(['widgets', 'common']);
  const [country, setCountry] = useState<number>(COUNTRY_IDS[0]);
  const query = useTariffs();
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('price.country')}
        value={String(country)}
        onChange={(e) => setCountry(Number(e.currentTarget.value))}
        data={COUNTRY_IDS.map((id) => ({ value: String(id), label: t(`common:countries.${id}`) }))}
      />
      <div aria-live="polite">
        {query.isPending ? (
          <LoadingLines lines={3} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <TariffLines tariffs={query.data} country={country} />
        )}
      </div>
      <Button component={Link} to="/tarrifs" variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
        {t('price.more')}
      </Button>
    </Stack>
  );
}
