/**
 * /add-branches (spec §2, §4, §5): the city (Tbilisi or Kutaisi), then one of its branches — chosen
 * already when the city has only one; saving without a branch warns "choose a branch" once, beside
 * the field. Stored as the account's `takedPlaced`: the branch of new parcels (parcels already added
 * keep theirs, as the hint says).
 */
import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRANCH_CITIES, BRANCHES, type BranchCity } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import { errorText, messageText } from '../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../auth/api/session.ts';
import { useChooseBranch } from './api/profile.ts';

const isCity = (c: string): c is BranchCity => (BRANCH_CITIES as readonly string[]).includes(c);

export default function BranchPage() {
  const { t } = useTranslation(['profile', 'common']);
  const { user } = useSession();
  const choose = useChooseBranch();
  const current = user?.takedPlaced;
  const [city, setCity] = useState<BranchCity | ''>(current && isCity(current.city) ? current.city : '');
  const [branch, setBranch] = useState(current?.address ?? '');
  const [missing, setMissing] = useState(false);
  const branches = BRANCHES.filter((b) => b.city === city);

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!city || !branches.some((b) => b.code === branch)) {
      setMissing(true);
      return;
    }
    choose.mutate(
      { city, address: branch },
      {
        onSuccess: () => notifySuccess(t('branch.saved')),
        onError: (error) => {
          const text = errorText(error);
          if (text) notifyError(text);
        },
      },
    );
  };

  return (
    <Stack maw={560} gap="lg">
      <Title order={1}>{t('branch.title')}</Title>
      <Text>{t('branch.intro')}</Text>
      {current?.address && (
        <Text data-testid="current-branch">
          {t('branch.current')}{' '}
          <strong>
            {t(`common:cities.${current.city}`)}, {t(`common:branches.${current.address}`)}
          </strong>
        </Text>
      )}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={save} noValidate>
          <Stack>
            <Radio.Group
              label={t('branch.city')}
              value={city}
              onChange={(value) => {
                if (!isCity(value)) return;
                setCity(value);
                // A city with one branch (Kutaisi): nothing to choose.
                const inCity = BRANCHES.filter((b) => b.city === value);
                setBranch(inCity.length === 1 ? inCity[0]!.code : '');
                setMissing(false);
              }}
              required
            >
              <Group mt="xs">
                {BRANCH_CITIES.map((c) => (
                  <Radio key={c} value={c} label={t(`common:cities.${c}`)} />
                ))}
              </Group>
            </Radio.Group>
            {city && (
              <Radio.Group
                label={t('branch.branch')}
                value={branch}
                onChange={(value) => {
                  setBranch(value);
                  setMissing(false);
                }}
                error={missing ? messageText(MSG.chooseBranch) : undefined}
                required
              >
                <Stack mt="xs" gap="xs">
                  {branches.map((b) => (
                    <Radio key={b.code} value={b.code} label={t(`common:branches.${b.code}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {missing && !city && (
              <Text c="red" size="sm" role="alert">
                {messageText(MSG.chooseBranch)}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('branch.parcelsHint')}
            </Text>
            <Group>
              <Button type="submit" loading={choose.isPending}>
                {t('branch.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
