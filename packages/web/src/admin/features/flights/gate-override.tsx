/**
 * The customs gate's refusals (issue 16 §4) with the operator's way through: a written reason lets the
 * refused parcels fly anyway; the server audits it parcel by parcel. Other refusals cannot be overridden.
 */
import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFUSAL_REASONS, type AddParcelsAnswer } from '@amanati/shared/answers/admin/flights';

/** The refusals an operator may override: the customs gate's, listed last in REFUSAL_REASONS. */
const GATE = new Set<string>(REFUSAL_REASONS.slice(REFUSAL_REASONS.indexOf('parcel_undeclared')));

export const gateRefused = (answer: AddParcelsAnswer | null): string[] =>
  answer?.refused.filter((r) => GATE.has(r.reason)).map((r) => r.tracking) ?? [];

export function GateOverride({
  trackings,
  pending,
  onOverride,
}: {
  trackings: string[];
  pending: boolean;
  onOverride: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= 5;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onOverride(reason.trim());
      }}
    >
      <Group align="flex-end" mt="sm">
        <Textarea
          label={t('flights.overrideReason', { count: trackings.length })}
          description={t('flights.overrideHint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={500}
          style={{ flex: 1 }}
        />
        <Button type="submit" color="orange" variant="light" disabled={!ready} loading={pending}>
          {t('flights.override')}
        </Button>
      </Group>
    </form>
  );
}
