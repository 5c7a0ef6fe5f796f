import { useSyncExternalStore } from 'react';

/**
 * The access token lives in localStorage so a reload or a second tab stays signed in.
 * Components read it through useToken(), so clearing it (sign-out, expiry, or another tab
 * signing out) re-renders the protected routes, which then redirect to login.
 */
const TOKEN_KEY = 'parkflow.token';
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
