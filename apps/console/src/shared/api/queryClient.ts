import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from './errors';
import { isOutage, reportOutage } from './outage';

declare module '@tanstack/react-query' {
  // Every fetcher throws ApiError (see client.ts), so hooks type `error` as ApiError.
  interface Register {
    defaultError: ApiError;
  }
}

export interface QueryClientHooks {
  /** An answer said the token is no longer valid (401, or 403 登录失效). */
  onTokenInvalid: () => void;
}

/**
 * One place decides what an expired token and an outage (503 服务暂时不可用) mean, for every
 * query and mutation: components never check for 401 or 503 themselves.
 */
export function createQueryClient({ onTokenInvalid }: QueryClientHooks): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.tokenInvalid) onTokenInvalid();
    if (isOutage(error)) reportOutage();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Client errors will not change on retry; only a lost connection or a 5xx may.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
      },
    },
  });
}
