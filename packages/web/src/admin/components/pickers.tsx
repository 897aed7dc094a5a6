/** Choosers the back office repeats: the country of a warehouse or flight, a branch in Georgia. */
import { NativeSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRANCH_CODES, COUNTRY_IDS, type BranchCode, type CountryId } from '@amanati/shared/constants';

export function CountryTabs({
  value,
  onChange,
  label,
}: {
  value: CountryId;
  onChange: (country: CountryId) => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <SegmentedControl
      aria-label={label}
      value={String(value)}
      onChange={(v) => onChange(Number(v) as CountryId)}
      data={COUNTRY_IDS.map((c) => ({ value: String(c), label: t(`country.${c}`) }))}
    />
  );
}

export function CountrySelect({
  value,
  onChange,
  withAll = false,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  withAll?: boolean;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        ...(withAll ? [{ value: '', label: t('common.all') }] : []),
        ...COUNTRY_IDS.map((c) => ({ value: String(c), label: t(`country.${c}`) })),
      ]}
    />
  );
}

export function BranchSelect({
  value,
  onChange,
  label,
}: {
  value: BranchCode;
  onChange: (branch: BranchCode) => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as BranchCode)}
      data={BRANCH_CODES.map((b) => ({ value: b, label: t(`branch.${b}`) }))}
    />
  );
}
