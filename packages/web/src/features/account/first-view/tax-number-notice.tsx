/**
 * Asks a foreign citizen for the Georgian tax number customs needs (issue 16 §6), only once a parcel of
 * theirs needs clearance: the server says so with `taxNumberNeeded`. Links to the profile, where it is
 * filled in.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth/api/session.ts';

export function TaxNumberNotice() {
  const { user } = useSession();
  if (!user?.taxNumberNeeded) return null;
  return <Notice />;
}

function Notice() {
  const { t } = useTranslation('account');
  return (
    <Alert
      color="orange"
      title={t('taxNumberNotice.title')}
      role="region"
      // Orange on the light orange background is below AA contrast: the title in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {t('taxNumberNotice.text')}{' '}
        <Anchor component={Link} to="/profile" fw={600} inherit>
          {t('taxNumberNotice.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
