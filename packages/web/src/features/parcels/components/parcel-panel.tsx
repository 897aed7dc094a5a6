/**
 * The add / update parcel panel (spec §2, §5): every declaration field through the shared schema, the
 * invoice file required live from 300 lari (today's rates) for the parcel or its customs group, or with
 * clearance; the running group total, the landed-cost estimate, upload progress and the penalty notice;
 * after saving the lists reload and the panel closes. Country first; the file is checked when picked; a
 * refused submit brings the first field with an error into sight and focus (issue 17, review #17).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILE_TYPES, DEFAULT_RATES, PAGE_SIZES } from '@amanati/shared/constants';
import { isLegalEntity } from '@amanati/shared/customs';
import { parcelDeclarationSchema, parcelUpdateFormSchema } from '@amanati/shared/parcels';
import { usePanels, type PanelProps } from '../../../lib/panels.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { codeResolver } from '../../../lib/form.ts';
import { useRates } from '../../../lib/rates.ts';
import { errorText, fieldErrorTexts, messageText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../auth/api/session.ts';
import { reloadParcelList } from '../api/list-limits.ts';
import { saveParcel } from '../api/save-parcel.ts';
import {
  fileError,
  fileRequirement,
  initialValues,
  lockedFields,
  toPayload,
  type ParcelFormValues,
} from '../lib/parcel-form.ts';
import { useCustomsContext } from './customs-context.ts';
import { draftGroup, type DraftGroup } from './customs-draft.ts';
import { PenaltyNotice } from './customs-notices.tsx';
import { GroupTotal } from './group-total.tsx';
import { LandedCostEstimate } from './landed-cost.tsx';
import { DeliveryFields, GoodsFields, OriginFields } from './parcel-fields.tsx';
import { InsuranceField } from './insurance-field.tsx';
import { premiumOf } from '../../insurance/premium.ts';
import { useServiceRules } from '../../insurance/service-rules.ts';

/** Adding takes the tab the customer is on; updating, the parcel and what the rules allow for it. */
export type ParcelPanelProps =
  | ({ mode: 'add' } & PanelProps['addParcel'] & {
        parcel?: undefined;
        right?: undefined;
        flightDeadline?: undefined;
      })
  | ({ mode: 'update' } & PanelProps['updateParcel']);

export default function ParcelPanel(props: ParcelPanelProps) {
  const { mode, parcel, right, status, flightDeadline } = props;
  // The group total and the estimate speak from their own dictionary: loaded with the panel, not on /home.
  const { t } = useTranslation(['parcels', 'customs-groups']);
  const { user } = useSession();
  const { closePanel } = usePanels();
  const queryClient = useQueryClient();
  const ratesQuery = useRates();
  // The 300-lari rule needs today's rates: saving waits for them; only if they cannot be loaded do the
  // spec's defaults stand in (the server applies the real ones either way).
  // The form takes this render's rules each time (Mantine rebinds `validate`), so the rule reads the
  // rates directly.
  // The customs context brings the rules, the day's rates the server converts at and the customer's other
  // parcels: the group the declaration joins is computed live, as the server will.
  const customs = useCustomsContext().data;
  const rates = customs?.rates ?? ratesQuery.data?.rates ?? DEFAULT_RATES;
  const groupOf = (v: ParcelFormValues): DraftGroup | null =>
    customs ? draftGroup(customs, v, parcel?._id) : null;
  const verdictOf = (g: DraftGroup | null) => g && { alone: g.alone, group: g.group.needsClearance };
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const update = mode === 'update' && Boolean(parcel);
  const resolve = codeResolver(update ? parcelUpdateFormSchema : parcelDeclarationSchema);

  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit (here or by the server): the first field with an error, scrolled to and focused.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (!focusTick) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [focusTick]);
  const form = useForm<ParcelFormValues>({
    mode: 'controlled',
    initialValues: initialValues(parcel, user?.takedPlaced.address ?? ''),
    validateInputOnBlur: true,
    // The file's type and size are checked the moment it is picked, with the submit's messages.
    validateInputOnChange: ['file'],
    validate: (values) => {
      const errors: Record<string, string> = resolve(toPayload(values, status, parcel?._id));
      const file = fileError(values, rates, Boolean(parcel?.file), verdictOf(groupOf(values)) ?? undefined);
      if (file) errors.file = messageText(file);
      return errors;
    },
  });

  const values = form.values;
  const locked = lockedFields(parcel, right === 'declare-missing');
  const group = groupOf(values);
  const requirement = fileRequirement(values, rates, verdictOf(group) ?? undefined);
  const clearing = group?.cost.needsClearance ? group : null;
  const serviceRules = useServiceRules().data?.rules;
  const premium =
    values.insured && serviceRules ? premiumOf(serviceRules, values.amount, values.currency, rates) : null;

  const submit = form.onSubmit(
    async (v) => {
      setSaving(true);
      setProgress(v.file ? 0 : null);
      try {
        const answer = await saveParcel(mode, toPayload(v, status, parcel?._id), v.file, setProgress);
        // Says which parcel: "Parcel LP… added", "Parcel LP… updated".
        notifySuccess(
          t(mode === 'add' ? 'form.added' : 'form.updated', { tracking: answer.product.productOrderId }),
        );
        const bigger = mode === 'add' && v.file && (status ?? 'waiting') === 'waiting';
        void reloadParcelList(queryClient, 'waiting', bigger ? PAGE_SIZES.waitingAfterFileAdd : undefined);
        closePanel();
      } catch (error) {
        form.setErrors(fieldErrorTexts(error));
        if (error instanceof ApiError && error.code === 'INCORECT_FILE_TYPE')
          form.setFieldError('file', messageText(error.code));
        setFocusTick((n) => n + 1);
        const text = errorText(error);
        if (text) notifyError(text);
      } finally {
        setSaving(false);
        setProgress(null);
      }
    },
    () => setFocusTick((n) => n + 1),
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(update ? 'form.titleUpdate' : 'form.titleAdd')}
    >
      <Stack gap="sm">
        {right === 'declare-missing' && (
          <Alert color="orange" variant="light">
            {t('form.onlyMissing')}
          </Alert>
        )}
        {flightDeadline && right === 'edit' && parcel?.status === 'sent' && (
          <Text size="sm">{t('form.deadline', { date: formatDateTime(flightDeadline) })}</Text>
        )}
        {/* Country first: it decides the shops and the usual currency. */}
        <OriginFields form={form} locked={locked} />
        <GoodsFields form={form} locked={locked} />
        <DeliveryFields form={form} locked={locked} />
        <Checkbox
          label={t('form.clearance')}
          description={t('form.clearanceHint')}
          disabled={locked.clearance}
          {...form.getInputProps('clearance', { type: 'checkbox' })}
        />
        {/* Its own dictionary (insurance) loads on demand; the form shows meanwhile. */}
        <Suspense fallback={null}>
          <InsuranceField form={form} rates={rates} locked={Boolean(locked.insured)} />
        </Suspense>
        <FileInput
          label={t('form.file')}
          description={
            requirement
              ? t(`form.fileRequired.${requirement}`)
              : parcel?.file
                ? t('form.fileStored')
                : t('form.fileOptional')
          }
          placeholder={t('form.filePlaceholder')}
          // Mantine's placeholder grey is 2:1 on white; this is the only hint inside the field.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept={ACCEPTED_FILE_TYPES.join(',')}
          clearable
          withAsterisk={Boolean(requirement) && !parcel?.file}
          {...form.getInputProps('file')}
        />
        {group && customs && <GroupTotal group={group} rules={customs.rules} />}
        {clearing && customs && (
          <LandedCostEstimate
            estimate={clearing}
            rules={customs.rules}
            currentId={clearing.draft.id}
            insuranceTetri={premium}
          />
        )}
        <PenaltyNotice
          legalEntity={user ? isLegalEntity(user) : false}
          vatTetri={clearing ? (clearing.shares.get(clearing.draft.id)?.vatTetri ?? null) : null}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" id="parcel-upload-progress">
              {t('form.uploading', { percent: progress })}
            </Text>
            <Progress value={progress} aria-labelledby="parcel-upload-progress" animated />
          </Stack>
        )}
        <Button type="submit" loading={saving || ratesQuery.isPending} fullWidth>
          {t(update ? 'form.save' : 'form.add')}
        </Button>
      </Stack>
    </form>
  );
}
