/** A titled block of a page: a region named by its heading, so headings stay in order (h1 page, h2 block). */
import { useId, type ReactNode } from 'react';
import { Box, Card, Title } from '@mantine/core';

export function Section({
  title,
  children,
  framed = false,
}: {
  title: string;
  children: ReactNode;
  framed?: boolean;
}) {
  const id = useId();
  const heading = (
    <Title order={2} size="h3" id={id} mb="sm">
      {title}
    </Title>
  );
  return framed ? (
    <Card component="section" aria-labelledby={id} withBorder padding="lg" radius="md">
      {heading}
      {children}
    </Card>
  ) : (
    <Box component="section" aria-labelledby={id}>
      {heading}
      {children}
    </Box>
  );
}
