/**
 * Warehouse intake, keyboard-first: scan (a scanner types the code and presses Enter) → the declaration
 * is looked up → weight (+ optional sizes, label photo) and Enter → received; focus is back on the scan
 * field at once for the next parcel. A tracking nobody declared goes to the AXID on its label, or to the
 * unidentified queue when that AXID is unknown.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intakeSchema } from '@amanati/shared/admin';
import { COUNTRY_IDS, type CountryId } from '@amanati/shared/constants';
import { Page } from '../../components/page.tsx';
import { CountryTabs } from '../../components/pickers.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { useStoredChoice } from '../../lib/use-stored-choice.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { categoryName } from '../../lib/labels.ts';
import type { AdminParcel } from '../../lib/types.ts';
import { invalidateUnidentified, lookupTracking, receiveParcel } from './api.ts';
import { CameraCapture, cameraAvailable } from './camera-capture.tsx';
import { ReceivedList, type ReceivedEntry } from './received-list.tsx';

const COUNTRIES = COUNTRY_IDS.map(String) as `${CountryId}`[];
const EMPTY = { weightKg: '', lengthCm: '', widthCm: '', heightCm: '', axid: '', note: '' };
type Fields = typeof EMPTY;
/** The optional sizes in centimetres, with their labels. */
const SIZES = [
  ['lengthCm', 'intake.length'],
  ['widthCm', 'intake.width'],
  ['heightCm', 'intake.height'],
] as const;

/** What the lookup found, and whether this warehouse may receive it. */
type Lookup =
  | { tracking: string; kind: 'declared' | 'in_stock'; parcel: AdminParcel }
  | { tracking: string; kind: 'undeclared'; parcel: null }
  | { tracking: string; kind: 'other_country' | 'shipped'; parcel: AdminParcel };

function classify(tracking: string, parcel: AdminParcel | null, country: CountryId): Lookup {
  if (!parcel) return { tracking, kind: 'undeclared', parcel: null };
  if (parcel.status !== 'waiting' && parcel.status !== 'stock') return { tracking, kind: 'shipped', parcel };
  if (parcel.senderCountryId !== country) return { tracking, kind: 'other_country', parcel };
  return { tracking, kind: parcel.status === 'stock' ? 'in_stock' : 'declared', parcel };
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function IntakePage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [countryText, setCountry] = useStoredChoice('intake.country', COUNTRIES, '1');
  const country = Number(countryText) as CountryId;
  const [scan, setScan] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [looking, setLooking] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, fail } = useFormFailure(setErrors);
  const [saving, setSaving] = useState(false);
  const [camera, setCamera] = useState(false);
  const [received, setReceived] = useState<ReceivedEntry[]>([]);
  const scanRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const axidRef = useRef<HTMLInputElement>(null);

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
  };

  const reset = () => {
    setLookup(null);
    setFields(EMPTY);
    setPhoto(null);
    setErrors({});
    setScan('');
  };

  // The next key the operator needs: the weight, or first the AXID written on an undeclared label.
  // A parcel that cannot be received leaves its code selected, so the next scan replaces it. After the
  // render, not in the next animation frame: a busy browser may draw that frame before the form exists.
  useEffect(() => {
    if (!lookup) return;
    if (lookup.kind === 'shipped' || lookup.kind === 'other_country') scanRef.current?.select();
    else (lookup.kind === 'undeclared' ? axidRef : weightRef).current?.focus();
  }, [lookup]);

  const onScan = async (e: React.FormEvent) => {
    e.preventDefault();
    const tracking = scan.trim();
    if (!tracking || looking) return;
    setFailure(null);
    setErrors({});
    setLooking(true);
    try {
      const found = classify(tracking, await lookupTracking(tracking), country);
      setLookup(found);
      setFields(EMPTY);
      setPhoto(null);
    } catch (error) {
      setFailure(adminErrorText(error));
      scanRef.current?.select();
    } finally {
      setLooking(false);
    }
  };

  const onReceive = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!lookup || saving) return;
    const checked = validateWith(intakeSchema, {
      tracking: lookup.tracking,
      country,
      weightKg: fields.weightKg.trim().replace(',', '.'),
      lengthCm: optionalNumber(fields.lengthCm),
      widthCm: optionalNumber(fields.widthCm),
      heightCm: optionalNumber(fields.heightCm),
      axid: lookup.kind === 'undeclared' ? fields.axid.trim().toUpperCase() : undefined,
      note: lookup.kind === 'undeclared' && fields.note.trim() ? fields.note.trim() : undefined,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await receiveParcel(checked.data, photo);
      const entry: ReceivedEntry = {
        key: `${Date.now()}-${lookup.tracking}`,
        tracking: lookup.tracking,
        outcome: answer.outcome,
        weightKg: checked.data.weightKg,
        axid: answer.parcel?.AXID ?? lookup.parcel?.AXID ?? checked.data.axid ?? null,
        at: new Date().toISOString(),
      };
      setReceived((list) => [entry, ...list]);
      toastDone(t(`intake.outcome.${answer.outcome}`, { tracking: lookup.tracking }));
      if (answer.outcome === 'unidentified') void invalidateUnidentified(client);
      reset();
      scanRef.current?.focus();
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const blocked = lookup?.kind === 'shipped' || lookup?.kind === 'other_country';
  const cancel = () => {
    reset();
    scanRef.current?.focus();
  };

  return (
    <Page title={t('intake.title')}>
      <Group>
        <CountryTabs
          label={t('intake.country')}
          value={country}
          onChange={(c) => {
            setCountry(String(c) as `${CountryId}`);
            reset();
            scanRef.current?.focus();
          }}
        />
        <Text size="sm" c="dimmed">
          {t('intake.hint')}
        </Text>
      </Group>

      <Paper withBorder p="md">
        <form onSubmit={onScan} noValidate>
          <Group align="flex-end">
            <TextInput
              ref={scanRef}
              label={t('intake.tracking')}
              value={scan}
              onChange={(e) => setScan(e.currentTarget.value)}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1 }}
              size="md"
            />
            <Button type="submit" size="md" loading={looking}>
              {t('intake.lookup')}
            </Button>
          </Group>
        </form>
      </Paper>

      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}

      {lookup && (
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={onReceive}
          // Escape drops this parcel and goes back to scanning (not while the camera window is open).
          onKeyDown={(e: React.KeyboardEvent) => e.key === 'Escape' && !camera && cancel()}
          noValidate
          aria-label={t('intake.receiveForm')}
        >
          <Stack>
            <LookupSummary lookup={lookup} />
            {!blocked && (
              <>
                <SimpleGrid cols={{ base: 2, md: 4 }}>
                  {lookup.kind === 'undeclared' && (
                    <TextInput
                      ref={axidRef}
                      label={t('intake.axid')}
                      description={t('intake.axidHint')}
                      value={fields.axid}
                      onChange={set('axid')}
                      error={errors.axid}
                      autoComplete="off"
                    />
                  )}
                  <TextInput
                    ref={weightRef}
                    label={t('intake.weight')}
                    value={fields.weightKg}
                    onChange={set('weightKg')}
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
                      onChange={set(name)}
                      error={errors[name]}
                      inputMode="numeric"
                    />
                  ))}
                  {lookup.kind === 'undeclared' && (
                    <TextInput
                      label={t('intake.note')}
                      value={fields.note}
                      onChange={set('note')}
                      error={errors.note}
                    />
                  )}
                </SimpleGrid>
                <Group align="flex-end">
                  <FileInput
                    label={t('intake.photo')}
                    accept="image/png,image/jpeg"
                    value={photo}
                    onChange={setPhoto}
                    clearable
                    error={errors.photo}
                    style={{ flex: 1 }}
                  />
                  {cameraAvailable() && (
                    <Button variant="default" onClick={() => setCamera(true)}>
                      {t('intake.camera.open')}
                    </Button>
                  )}
                </Group>
                {/* Enter in any field receives, as the button does. */}
                <Group justify="space-between">
                  <Button variant="subtle" onClick={cancel}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={saving}>
                    {t('intake.receive')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      )}

      <CameraCapture
        opened={camera}
        onClose={() => {
          setCamera(false);
          weightRef.current?.focus();
        }}
        onCapture={setPhoto}
      />
      <ReceivedList entries={received} />
    </Page>
  );
}

function LookupSummary({ lookup }: { lookup: Lookup }) {
  const { t, i18n } = useTranslation('admin');
  const p = lookup.parcel;
  const color = {
    declared: 'blue',
    in_stock: 'grape',
    undeclared: 'orange',
    other_country: 'red',
    shipped: 'red',
  }[lookup.kind];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700} ff="monospace">
          {lookup.tracking}
        </Text>
        <Badge color={color} variant="dot">
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
      <Text size="sm" c="dimmed">
        {t(`intake.explain.${lookup.kind}`, { country: p ? t(`country.${p.senderCountryId}`) : '' })}
      </Text>
    </Stack>
  );
}
