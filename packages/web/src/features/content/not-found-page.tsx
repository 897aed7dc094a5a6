/** `/pages-404` and every unknown address: says so and leads back to the start. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <Center mih="50vh">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="blue.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/home">
          {t('common:actions.toStart')}
        </Button>
      </Stack>
    </Center>
  );
}
