/** The scanned parcel as the lookup found it: its code, what it is, whose, and what happens next. */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../lib/labels.ts';
import type { Lookup } from './intake-lookup.ts';

const COLOR: Record<Lookup['kind'], string> = {
  declared: 'blue',
  in_stock: 'grape',
  undeclared: 'orange',
  other_country: 'red',
  shipped: 'red',
};

export function LookupSummary({ lookup }: { lookup: Lookup }) {
  const { t, i18n } = useTranslation('admin');
  const p = lookup.parcel;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700} ff="monospace">
          {lookup.tracking}
        </Text>
        <Badge color={COLOR[lookup.kind]} variant="dot">
          {t(`intake.found.${lookup.kind}`)}
        </Badge>
      </Group>
      {p && (
        <Text size="sm">
          {t('intake.owner', { axid: p.AXID ?? '—' })}
          {p.productName ? ` · ${categoryName(p.productName, i18n.language)} × ${p.quantity ?? 1}` : ''}
          {p.status === 'stock' && p.weight !== null ? ` · ${t('intake.weighed', { weight: p.weight })}` : ''}
        </Text>
      )}
      {lookup.declarers.length > 1 && (
        <Text size="sm" fw={600} role="status">
          {t('intake.declaredBy', { axids: lookup.declarers.join(', ') })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t(`intake.explain.${lookup.kind}`, { country: p ? t(`country.${p.senderCountryId}`) : '' })}
      </Text>
    </Stack>
  );
}
