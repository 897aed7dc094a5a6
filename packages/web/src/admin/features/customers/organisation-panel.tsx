/**
 * An organisation account's verification (security review finding 8): whether an admin has checked its
 * registry extract — only then the organisation tariff applies. Admins download the extract and mark the
 * organisation verified or take it back (both audited); operators see the state only.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@amanati/shared/answers/admin/people';
import { formatDate } from '../../../lib/format.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { downloadRegistryExtract, useVerifyOrganisation } from './api.ts';

export function OrganisationPanel({
  customerId,
  axid,
  organisation: o,
  role,
}: {
  customerId: string;
  axid: string;
  organisation: Organisation;
  role: StaffRole;
}) {
  const { t } = useTranslation('admin');
  const verify = useVerifyOrganisation(customerId);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = () => {
    setFailure(null);
    setDownloading(true);
    downloadRegistryExtract(customerId, axid)
      .catch((error: unknown) => setFailure(adminErrorText(error)))
      .finally(() => setDownloading(false));
  };
  const setVerified = (verified: boolean) => {
    setFailure(null);
    verify.mutate(verified, {
      onSuccess: () => toastDone(t(verified ? 'customers.verifiedDone' : 'customers.verificationWithdrawn')),
      onError: (error) => setFailure(adminErrorText(error)),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('customers.organisation')}>
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={600}>{t(o.entrepreneur ? 'customers.entrepreneur' : 'customers.organisation')}</Text>
          {o.verified ? (
            <Badge color="green" variant="dot">
              {t('customers.verifiedOn', { date: formatDate(o.verifiedAt), by: o.verifiedByAXID ?? '—' })}
            </Badge>
          ) : (
            <Badge color="orange" variant="dot">
              {t('customers.unverified')}
            </Badge>
          )}
        </Group>
        {!o.verified && !o.entrepreneur && (
          <Text size="sm" c="dimmed">
            {t('customers.verifyHint')}
          </Text>
        )}
        {!o.registryExtract && <Text size="sm">{t('customers.noExtract')}</Text>}
        {role === 'admin' && (
          <Group gap="sm">
            {o.registryExtract && (
              <Button variant="default" onClick={download} loading={downloading}>
                {t('customers.downloadExtract')}
              </Button>
            )}
            {o.verified ? (
              <Button
                variant="default"
                color="red"
                onClick={() => setVerified(false)}
                loading={verify.isPending}
              >
                {t('customers.withdrawVerification')}
              </Button>
            ) : (
              <Button onClick={() => setVerified(true)} loading={verify.isPending}>
                {t('customers.markVerified')}
              </Button>
            )}
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
