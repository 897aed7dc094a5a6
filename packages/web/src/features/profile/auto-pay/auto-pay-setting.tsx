/** The auto-pay switch in the profile (issue 20 §4), with a line on what it does. */
import { Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAutoPay, useSetAutoPay } from './api.ts';

export function AutoPaySetting() {
  const { t } = useTranslation('profile');
  const setting = useAutoPay();
  const change = useSetAutoPay();
  const checked = change.isPending ? Boolean(change.variables) : Boolean(setting.data?.enabled);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('autoPay.title')}
      </Title>
      <Switch
        checked={checked}
        disabled={!setting.data || change.isPending}
        label={t('autoPay.label')}
        description={t('autoPay.description')}
        onChange={(e) =>
          change.mutate(e.currentTarget.checked, {
            onSuccess: (answer) =>
              notifySuccess(
                answer.paid > 0
                  ? t('autoPay.paidNow', { amount: formatMoney(answer.paid) })
                  : t(answer.enabled ? 'autoPay.on' : 'autoPay.off'),
              ),
            onError: (error) => {
              const text = errorText(error);
              if (text) notifyError(text);
            },
          })
        }
      />
    </Stack>
  );
}
