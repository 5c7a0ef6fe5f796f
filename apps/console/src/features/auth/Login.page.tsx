import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { fieldErrors, loginSchema } from '@parkflow/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { queryKeys } from '../../shared/api/keys';
import { loginMutation } from '../../shared/api/queries';
import { setToken, useToken } from '../../shared/api/token';
import { clearExpiryNotice, peekExpiryNotice } from './session';
import { clearPosition } from '../../shared/live/position';
import { texts } from '../../shared/texts';

interface LoginState {
  /** Where to go back to after signing in. */
  from?: string;
}

export function LoginPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useToken();
  const state = (location.state ?? {}) as LoginState;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why we are here (登录失效，请重新登录 after an expired token): shown once, then forgotten.
  const [notice] = useState(peekExpiryNotice);
  useEffect(() => clearExpiryNotice(), []);

  const login = useMutation({
    ...loginMutation(),
    onSuccess: (result) => {
      // A new session starts reading the live log afresh; the old position belongs to the old one.
      clearPosition();
      // Seed the cache first: setToken re-renders into the redirect below, and the protected
      // layout then has its user without another request.
      queryClient.setQueryData(queryKeys.auth.me(), result.user);
      setToken(result.token);
    },
  });

  // Already signed in (or just signed in): the login page has nothing to offer.
  if (token) return <Navigate to={state.from && state.from !== '/login' ? state.from : '/'} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The api's own schema: the same rules and catalogue texts (请输入用户名 / 请输入密码) on both sides.
    const next = fieldErrors(loginSchema, { username, password });
    setErrors(next);
    if (Object.keys(next).length === 0) login.mutate({ username: username.trim(), password });
  };

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={2}>{texts.product}</Title>
              <Text size="sm" c="dimmed">
                {texts.login.subtitle}
              </Text>
            </div>
            {notice && !login.isError && (
              <Alert color="yellow" variant="light" role="alert">
                {notice}
              </Alert>
            )}
            {login.isError && (
              <Alert color="red" variant="light" role="alert">
                {login.error.message}
              </Alert>
            )}
            <TextInput
              label={texts.login.username}
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={errors.username}
              withAsterisk
            />
            <PasswordInput
              label={texts.login.password}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              withAsterisk
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              {texts.login.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
