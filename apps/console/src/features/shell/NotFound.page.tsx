import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '../../shared/texts';

export function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <Title order={2}>404</Title>
      <Text>{texts.notFound}</Text>
      <Anchor component={Link} to="/">
        {texts.home.title}
      </Anchor>
    </Stack>
  );
}
