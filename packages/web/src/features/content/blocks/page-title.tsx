/** A content page's main heading (h1) with an optional lead line. */
import { Text, Title } from '@mantine/core';

export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {lead && (
        <Text c="dimmed" mt={4}>
          {lead}
        </Text>
      )}
    </div>
  );
}
