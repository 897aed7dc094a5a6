/**
 * Volume-weight calculator (spec §5, §9): length × width × height in cm / 6000, to 3 significant digits,
 * shown once all three are set. The fields keep digits only.
 */
import { useState } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { digitsOnly, volumeWeightText } from '@amanati/shared/widgets';

const FIELDS = ['length', 'width', 'height'] as const;
type Field = (typeof FIELDS)[number];

/** `autoFocus`: the length field takes the focus when shown (in the dashboard's modal). */
export function VolumeCalculator({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('widgets');
  const [size, setSize] = useState<Record<Field, string>>({ length: '', width: '', height: '' });
  const weight = volumeWeightText(size.length, size.width, size.height);
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`calculator.${field}`)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            data-autofocus={(autoFocus && field === 'length') || undefined}
            value={size[field]}
            onChange={(e) => {
              const value = digitsOnly(e.currentTarget.value);
              setSize((s) => ({ ...s, [field]: value }));
            }}
          />
        ))}
      </Group>
      <div aria-live="polite">
        {weight === null ? (
          <Text size="sm" c="dimmed">
            {t('calculator.hint')}
          </Text>
        ) : (
          <Text data-testid="volume-result">
            {t('calculator.result')}{' '}
            <Text component="strong" fw={700} fz="lg">
              {t('calculator.kg', { weight })}
            </Text>
          </Text>
        )}
      </div>
    </Stack>
  );
}
