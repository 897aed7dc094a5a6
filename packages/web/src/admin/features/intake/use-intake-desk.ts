/**
 * The intake desk's state: the warehouse's country, the scan and what its lookup found, the receive
 * form's fields, and what this session received. Focus goes where the operator's next key is.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intakeSchema } from '@amanati/shared/admin';
import { COUNTRY_IDS, type CountryId } from '@amanati/shared/constants';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { useStoredChoice } from '../../lib/use-stored-choice.ts';
import { validateWith } from '../../lib/validate.ts';
import { invalidateUnidentified, lookupTracking, receiveParcel } from './api.ts';
import { asksLabelAxid, classify, isBlocked, type Lookup } from './intake-lookup.ts';
import { receivedChime, refusalBeep } from './refusal-cue.ts';
import type { ReceivedEntry } from './received-list.tsx';

const COUNTRIES = COUNTRY_IDS.map(String) as `${CountryId}`[];
const EMPTY = { weightKg: '', lengthCm: '', widthCm: '', heightCm: '', axid: '', note: '' };
export type IntakeFields = typeof EMPTY;

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The fields focus moves between (their elements are the page's). */
export interface IntakeFocus {
  scan: RefObject<HTMLInputElement | null>;
  weight: RefObject<HTMLInputElement | null>;
  axid: RefObject<HTMLInputElement | null>;
}

export function useIntakeDesk({ scan: scanRef, weight: weightRef, axid: axidRef }: IntakeFocus) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [countryText, setCountry] = useStoredChoice('intake.country', COUNTRIES, '1');
  const country = Number(countryText) as CountryId;
  const [scan, setScan] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [looking, setLooking] = useState(false);
  const [fields, setFields] = useState<IntakeFields>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, fail } = useFormFailure(setErrors);
  const [saving, setSaving] = useState(false);
  const [camera, setCamera] = useState(false);
  const [received, setReceived] = useState<ReceivedEntry[]>([]);
  /** The last parcel received into the unidentified queue, not onto a customer's shelf: put it aside. */
  const [aside, setAside] = useState<string | null>(null);

  const setField = (name: keyof IntakeFields) => (e: React.ChangeEvent<HTMLInputElement>) => {
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
    if (isBlocked(lookup)) scanRef.current?.select();
    else (lookup.kind === 'undeclared' ? axidRef : weightRef).current?.focus();
  }, [lookup, scanRef, weightRef, axidRef]);

  async function lookUp(tracking: string) {
    setFailure(null);
    setAside(null);
    setErrors({});
    setLooking(true);
    try {
      const found = classify(tracking, await lookupTracking(tracking), country);
      if (isBlocked(found)) refusalBeep();
      setLookup(found);
      setFields(EMPTY);
      setPhoto(null);
    } catch (error) {
      refusalBeep();
      setFailure(adminErrorText(error));
      scanRef.current?.select();
    } finally {
      setLooking(false);
    }
  }

  async function receive(found: Lookup) {
    const checked = validateWith(intakeSchema, {
      tracking: found.tracking,
      country,
      weightKg: fields.weightKg.trim().replace(',', '.'),
      lengthCm: optionalNumber(fields.lengthCm),
      widthCm: optionalNumber(fields.widthCm),
      heightCm: optionalNumber(fields.heightCm),
      axid: asksLabelAxid(found) ? fields.axid.trim().toUpperCase() : undefined,
      note: found.kind === 'undeclared' && fields.note.trim() ? fields.note.trim() : undefined,
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
        key: `${Date.now()}-${found.tracking}`,
        tracking: found.tracking,
        outcome: answer.outcome,
        weightKg: checked.data.weightKg,
        axid: answer.parcel?.AXID ?? found.parcel?.AXID ?? checked.data.axid ?? null,
        at: new Date().toISOString(),
      };
      setReceived((list) => [entry, ...list]);
      const said = t(`intake.outcome.${answer.outcome}`, { tracking: found.tracking });
      if (answer.outcome === 'unidentified') {
        // Not for a customer's shelf (no such AXID, or the label names someone else): loud.
        refusalBeep();
        const conflict = answer.unidentified?.reason === 'ownership';
        setAside(conflict ? `${said} (${t('unidentified.ownership')})` : said);
        void invalidateUnidentified(client);
      } else {
        receivedChime();
        toastDone(said);
      }
      reset();
      scanRef.current?.focus();
    } catch (error) {
      refusalBeep();
      fail(error);
    } finally {
      setSaving(false);
    }
  }

  const backToScan = () => {
    reset();
    scanRef.current?.focus();
  };

  return {
    country,
    chooseCountry: (c: CountryId) => {
      setCountry(String(c) as `${CountryId}`);
      backToScan();
    },
    scan,
    setScan,
    /** Looks the typed tracking number up (a form's submit: Enter or the button). */
    onScan: (e: React.FormEvent) => {
      e.preventDefault();
      const tracking = scan.trim();
      if (tracking && !looking) void lookUp(tracking);
    },
    looking,
    lookup,
    failure,
    aside,
    fields,
    setField,
    errors,
    photo,
    setPhoto,
    /** Receives the looked-up parcel with the typed weight (a form's submit: Enter in any field). */
    onReceive: (e: React.FormEvent) => {
      e.preventDefault();
      if (lookup && !saving) void receive(lookup);
    },
    saving,
    /** Drops this parcel and goes back to scanning. */
    cancel: backToScan,
    camera,
    openCamera: () => setCamera(true),
    closeCamera: () => {
      setCamera(false);
      weightRef.current?.focus();
    },
    received,
  };
}

export type IntakeDesk = ReturnType<typeof useIntakeDesk>;
