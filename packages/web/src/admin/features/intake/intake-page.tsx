/**
 * Warehouse intake, keyboard-first: scan (a scanner types the code and presses Enter) → the declaration
 * is looked up → weight (+ optional sizes, label photo) and Enter → received; focus is back on the scan
 * field at once for the next parcel. A tracking nobody declared goes to the AXID on its label, or to the
 * unidentified queue when that AXID is unknown. A refusal is loud: a big red state and a beep.
 */
import { useRef } from 'react';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { CountryTabs } from '../../components/pickers.tsx';
import { CameraCapture } from './camera-capture.tsx';
import { ReceiveForm } from './receive-form.tsx';
import { ReceivedList } from './received-list.tsx';
import { RefusalState } from './refusal-state.tsx';
import { useIntakeDesk } from './use-intake-desk.ts';

export function IntakePage() {
  const { t } = useTranslation('admin');
  const scanRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const axidRef = useRef<HTMLInputElement>(null);
  const desk = useIntakeDesk({ scan: scanRef, weight: weightRef, axid: axidRef });
  return (
    <Page title={t('intake.title')}>
      <Group>
        <CountryTabs label={t('intake.country')} value={desk.country} onChange={desk.chooseCountry} />
        <Text size="sm" c="dimmed">
          {t('intake.hint')}
        </Text>
      </Group>

      <Paper withBorder p="md">
        <form onSubmit={desk.onScan} noValidate>
          <Group align="flex-end">
            <TextInput
              ref={scanRef}
              label={t('intake.tracking')}
              value={desk.scan}
              onChange={(e) => desk.setScan(e.currentTarget.value)}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1 }}
              size="md"
            />
            <Button type="submit" size="md" loading={desk.looking}>
              {t('intake.lookup')}
            </Button>
          </Group>
        </form>
      </Paper>

      {desk.failure && (
        <RefusalState title={t('intake.refused')}>
          <Text role="alert">{desk.failure}</Text>
        </RefusalState>
      )}
      {desk.aside && (
        <RefusalState title={t('intake.aside')}>
          <Text role="alert">{desk.aside}</Text>
        </RefusalState>
      )}

      {desk.lookup && (
        <ReceiveForm desk={desk} lookup={desk.lookup} weightRef={weightRef} axidRef={axidRef} />
      )}

      <CameraCapture opened={desk.camera} onClose={desk.closeCamera} onCapture={desk.setPhoto} />
      <ReceivedList entries={desk.received} />
    </Page>
  );
}
