/**
 * Staff's decisions on a claim in review: ask the customer for more (a note saying what; not while the
 * customer is answering), approve an amount in lari (empty at first, at most the cap; admins only) or
 * reject with a reason. One form at a time; the server's refusal shows as a toast.
 */
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLAIM_NOTE_MAX, CLAIM_TRANSITIONS } from '@amanati/shared/claims';
import { formatLari, lariToTetri, parseLari } from '@amanati/shared/money';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useDecideClaim, type StaffClaim } from './api.ts';

/** NumberInput answers a number, or its text while that is not one yet ("32.50" may stay text). */
const tetriOf = (amount: number | string): number | null =>
  typeof amount === 'number' ? lariToTetri(amount) : parseLari(amount);

type Mode = 'request-info' | 'approve' | 'reject' | null;

export function ClaimDecision({ claim, isAdmin }: { claim: StaffClaim; isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const decide = useDecideClaim(claim.id);
  const [mode, setMode] = useState<Mode>(null);
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const cap = claim.capTetri / 100;

  const open = (next: Mode) => {
    setMode(next);
    setText('');
    setAmount('');
    setError(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (mode === 'approve') {
      const tetri = tetriOf(amount);
      if (tetri === null || tetri <= 0) return setError(t('claims.amountRequired'));
      if (tetri > claim.capTetri)
        return setError(t('claims.amountAboveCap', { cap: formatLari(claim.capTetri) }));
    } else if (!text.trim()) return setError(t('claims.textRequired'));
    try {
      if (mode === 'approve')
        await decide.mutateAsync({
          action: 'approve',
          amountTetri: tetriOf(amount)!,
          ...(text.trim() ? { note: text.trim() } : {}),
        });
      else if (mode === 'reject') await decide.mutateAsync({ action: 'reject', reason: text.trim() });
      else if (mode === 'request-info')
        await decide.mutateAsync({ action: 'request-info', note: text.trim() });
      toastDone(t(`claims.done.${mode}`));
      setMode(null);
    } catch (err) {
      toastError(err);
    }
  };

  if (!CLAIM_TRANSITIONS.approve.includes(claim.state)) return null;
  const canAsk = CLAIM_TRANSITIONS.requestInfo.includes(claim.state);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {canAsk && (
          <Button variant={mode === 'request-info' ? 'filled' : 'light'} onClick={() => open('request-info')}>
            {t('claims.askMore')}
          </Button>
        )}
        {isAdmin && (
          <Button
            color="green"
            variant={mode === 'approve' ? 'filled' : 'light'}
            onClick={() => open('approve')}
          >
            {t('claims.approve')}
          </Button>
        )}
        <Button color="red" variant={mode === 'reject' ? 'filled' : 'light'} onClick={() => open('reject')}>
          {t('claims.reject')}
        </Button>
      </Group>
      {mode && (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(`claims.form.${mode}`)}>
          <Stack gap="sm" maw={520}>
            {mode === 'approve' && (
              <NumberInput
                label={t('claims.amount')}
                description={t('claims.amountHint', { cap: formatLari(claim.capTetri) })}
                required
                min={0.01}
                max={cap}
                decimalScale={2}
                allowNegative={false}
                value={amount}
                onChange={setAmount}
                error={error && mode === 'approve' ? error : undefined}
              />
            )}
            <Textarea
              label={t(`claims.text.${mode}`)}
              required={mode !== 'approve'}
              rows={2}
              maxLength={CLAIM_NOTE_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error && mode !== 'approve' ? error : undefined}
            />
            <Group gap="sm">
              <Button
                type="submit"
                loading={decide.isPending}
                color={mode === 'reject' ? 'red' : mode === 'approve' ? 'green' : undefined}
              >
                {t(`claims.confirm.${mode}`)}
              </Button>
              <Button variant="subtle" onClick={() => setMode(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
