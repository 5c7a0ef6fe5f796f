import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ApiError } from '../api/errors';
import { texts } from '../texts';

export interface PageStateProps {
  error?: ApiError | null;
  onRetry?: () => void;
}

/** Loading or failed section of a page: the api's zh-CN text with a retry, or a spinner. */
export function PageState({ error, onRetry }: PageStateProps) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader aria-label={texts.loading} />
      </Center>
    );
  }
  return (
    <Alert color="red" variant="light" title={error.message}>
      {onRetry && (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
    </Alert>
  );
}
