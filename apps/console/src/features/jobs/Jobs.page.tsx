import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { hasRole, message, ROLES } from '@parkflow/domain';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../auth/user';
import { JobStatus } from './JobStatus';
import { texts } from '../../shared/texts';

/** 任务中心: follow a background job (import, push, export) by its id; ?id= makes it linkable. */
export function JobsPage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('id');
  const [draft, setDraft] = useState(jobId ?? '');

  // Operators (and platform admins) follow imports, pushes and exports; the jobs issue decides for real.
  if (!hasRole({ roles: [...user.roles] }, ROLES.OPERATOR, ROLES.PLATFORM_ADMIN))
    return <Alert color="red">{message('AUTH.FORBIDDEN')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = draft.trim();
    if (id) setParams({ id });
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>{texts.jobs.title}</Title>
        <Text c="dimmed" size="sm">
          {texts.jobs.description}
        </Text>
      </div>
      <form onSubmit={submit}>
        <Group align="end">
          <TextInput
            label={texts.jobs.jobId}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">{texts.jobs.search}</Button>
        </Group>
      </form>
      {jobId && <JobStatus key={jobId} jobId={jobId} />}
    </Stack>
  );
}
