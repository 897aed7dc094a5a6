/**
 * The dashboard's currency converter and volume-weight calculator modals (spec §2, §5): amount and
 * currency to lari (2 decimals, CNY per 10), and L × W × H / 6000 with 3 significant digits.
 */
import { useState } from 'react';
import { Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { volumeWeightKg } from '@amanati/shared/charges';
import { RATE_CURRENCIES, type RateCurrency } from '@amanati/shared/constants';
import { toGel } from '@amanati/shared/rates';
import { useRates } from '../api/parcels.ts';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

const digitsOnly = (s: string) => s.replace(/\D/g, '').slice(0, 5);
const decimalOnly = (s: string) => {
  const cleaned = s.replace(/[^\d.]/g, '');
  const [whole, ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : (whole ?? '');
};

export function ConverterModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation('parcels');
  const rates = useRates();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<RateCurrency>('USD');
  const gel = amount && Number(amount) > 0 ? toGel(amount, currency, rates).toFixed(2) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tools.converter')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label={t('tools.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(decimalOnly(e.currentTarget.value))}
            data-autofocus
          />
          <NativeSelect
            label={t('form.currency')}
            value={currency}
            data={[...RATE_CURRENCIES]}
            onChange={(e) => setCurrency(e.currentTarget.value as RateCurrency)}
          />
        </SimpleGrid>
        <Text size="lg" fw={700} aria-live="polite">
          {gel ? t('tools.inGel', { amount: gel }) : t('tools.enterAmount')}
        </Text>
      </Stack>
    </Modal>
  );
}

export function VolumeModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation('parcels');
  const [size, setSize] = useState({ length: '', width: '', height: '' });
  const kg = volumeWeightKg({
    lengthCm: Number(size.length) || null,
    widthCm: Number(size.width) || null,
    heightCm: Number(size.height) || null,
  });
  const field = (key: keyof typeof size) => (
    <TextInput
      label={t(`tools.${key}`)}
      inputMode="numeric"
      value={size[key]}
      onChange={(e) => {
        const value = digitsOnly(e.currentTarget.value);
        setSize((s) => ({ ...s, [key]: value }));
      }}
      data-autofocus={key === 'length' || undefined}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tools.volume')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <SimpleGrid cols={3}>
          {field('length')}
          {field('width')}
          {field('height')}
        </SimpleGrid>
        <Text size="lg" fw={700} aria-live="polite">
          {kg ? t('tools.volumeWeight', { kg: Number(Number(kg).toPrecision(3)) }) : t('tools.enterSizes')}
        </Text>
      </Stack>
    </Modal>
  );
}
