/**
 * Receiving the looked-up parcel: its weight (and optional sizes, a photo of the label), the AXID on the
 * label and a note when nobody declared it. Enter in any field receives; Escape drops the parcel.
 */
import type { RefObject } from 'react';
import { Button, FileInput, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cameraAvailable } from '../../lib/camera.ts';
import { isBlocked, type Lookup } from './intake-lookup.ts';
import { LookupSummary } from './lookup-summary.tsx';
import { RefusalState } from './refusal-state.tsx';
import type { IntakeDesk } from './use-intake-desk.ts';

/** The optional sizes in centimetres, with their labels. */
const SIZES = [
  ['lengthCm', 'intake.length'],
  ['widthCm', 'intake.width'],
  ['heightCm', 'intake.height'],
] as const;

export function ReceiveForm({
  desk,
  lookup,
  weightRef,
  axidRef,
}: {
  desk: IntakeDesk;
  lookup: Lookup;
  weightRef: RefObject<HTMLInputElement | null>;
  axidRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('admin');
  const { fields, setField, errors } = desk;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={desk.onReceive}
      // Escape drops this parcel and goes back to scanning (not while the camera window is open).
      onKeyDown={(e: React.KeyboardEvent) => e.key === 'Escape' && !desk.camera && desk.cancel()}
      noValidate
      aria-label={t('intake.receiveForm')}
    >
      <Stack>
        {isBlocked(lookup) ? (
          <RefusalState title={t('intake.refused')}>
            <LookupSummary lookup={lookup} />
          </RefusalState>
        ) : (
          <LookupSummary lookup={lookup} />
        )}
        {!isBlocked(lookup) && (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {lookup.kind === 'undeclared' && (
                <TextInput
                  ref={axidRef}
                  label={t('intake.axid')}
                  description={t('intake.axidHint')}
                  value={fields.axid}
                  onChange={setField('axid')}
                  error={errors.axid}
                  autoComplete="off"
                />
              )}
              <TextInput
                ref={weightRef}
                label={t('intake.weight')}
                value={fields.weightKg}
                onChange={setField('weightKg')}
                error={errors.weightKg}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              {SIZES.map(([name, label]) => (
                <TextInput
                  key={name}
                  label={t(label)}
                  value={fields[name]}
                  onChange={setField(name)}
                  error={errors[name]}
                  inputMode="numeric"
                />
              ))}
              {lookup.kind === 'declared' && (
                <TextInput
                  label={t('intake.axid')}
                  description={t('intake.axidDeclaredHint')}
                  value={fields.axid}
                  onChange={setField('axid')}
                  error={errors.axid}
                  autoComplete="off"
                />
              )}
              {lookup.kind === 'undeclared' && (
                <TextInput
                  label={t('intake.note')}
                  value={fields.note}
                  onChange={setField('note')}
                  error={errors.note}
                />
              )}
            </SimpleGrid>
            <Group align="flex-end">
              <FileInput
                label={t('intake.photo')}
                accept="image/png,image/jpeg"
                value={desk.photo}
                onChange={desk.setPhoto}
                clearable
                error={errors.photo}
                style={{ flex: 1 }}
              />
              {cameraAvailable() && (
                <Button variant="default" onClick={desk.openCamera}>
                  {t('intake.camera.open')}
                </Button>
              )}
            </Group>
            <Group justify="space-between">
              <Button variant="subtle" onClick={desk.cancel}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={desk.saving}>
                {t('intake.receive')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
