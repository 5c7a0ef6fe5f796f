import type { QueryClient } from '@tanstack/react-query';
import type { Kind } from '@parkflow/domain';
import type { ItemChanged, ItemDetail, ItemFilters, ItemPage, Job, JobProgress } from './types';

/**
 * Every query key of the console, and every cache change made outside a queryFn.
 * Keys are hierarchical so one prefix invalidates a family (TkDodo's key factory):
 * ['items', kind] covers that kind's lists, details and histories.
 */
export const queryKeys = {
  auth: {
    me: () => ['auth', 'me'] as const,
  },
  health: () => ['health'] as const,
  kinds: {
    all: () => ['kinds'] as const,
  },
  items: {
    all: () => ['items'] as const,
    kind: (kind: Kind) => [...queryKeys.items.all(), kind] as const,
    lists: (kind: Kind) => [...queryKeys.items.kind(kind), 'list'] as const,
    list: (kind: Kind, filters: ItemFilters) => [...queryKeys.items.lists(kind), filters] as const,
    details: (kind: Kind) => [...queryKeys.items.kind(kind), 'detail'] as const,
    detail: (kind: Kind, id: string) => [...queryKeys.items.details(kind), id] as const,
    history: (kind: Kind, id: string) => [...queryKeys.items.detail(kind, id), 'history'] as const,
  },
  jobs: {
    all: () => ['jobs'] as const,
    detail: (jobId: string) => [...queryKeys.jobs.all(), jobId] as const,
  },
};

/** Mutation keys: let useIsMutating / useMutationState find a mutation from anywhere. */
export const mutationKeys = {
  login: () => ['auth', 'login'] as const,
  logout: () => ['auth', 'logout'] as const,
};

/** Newer than what the cache holds? Replayed events (reconnect with `since`) may be older. */
const isNewer = (cached: { version: number } | undefined, event: ItemChanged) =>
  !cached || Number(event.version) > Number(cached.version);

/**
 * An `item.changed` event, first half: patch what we can show at once (state, code, version)
 * in the cached detail and in every cached list page holding the row.
 */
export function patchItemChanged(client: QueryClient, event: ItemChanged): void {
  const patch = { state: event.state, code: event.code, version: event.version };

  client.setQueryData<ItemDetail>(queryKeys.items.detail(event.kind, event.id), (cached) =>
    cached && isNewer(cached, event) ? { ...cached, ...patch } : cached,
  );
  client.setQueriesData<ItemPage>({ queryKey: queryKeys.items.lists(event.kind) }, (page) => {
    if (!page) return page;
    const index = page.list.findIndex((row) => row.id === event.id);
    if (index < 0 || !isNewer(page.list[index], event)) return page;
    const list = page.list.slice();
    list[index] = { ...list[index], ...patch };
    return { ...page, list };
  });
}

/**
 * Second half, for a batch of events: refetch what an event cannot tell us (the detail's
 * `allowed` and history, which tab a row now belongs to, new rows). Once per kind and item,
 * however many events a catch-up brings; only active queries refetch, the rest go stale.
 */
export function invalidateItemsChanged(client: QueryClient, events: readonly ItemChanged[]): void {
  const kinds = new Set(events.map((e) => e.kind));
  const items = new Map(events.map((e) => [`${e.kind}\n${e.id}`, e] as const));
  for (const kind of kinds) void client.invalidateQueries({ queryKey: queryKeys.items.lists(kind) });
  for (const e of items.values()) void client.invalidateQueries({ queryKey: queryKeys.items.detail(e.kind, e.id) });
}

/** A `job.progress` event: the counters are the whole news, so patch without refetching. */
export function applyJobProgress(client: QueryClient, progress: JobProgress): void {
  client.setQueryData<Job>(queryKeys.jobs.detail(progress.jobId), (cached) =>
    cached ? { ...cached, ...progress } : cached,
  );
  // A finished job has a result and an error report the event does not carry.
  if (progress.state === 'completed' || progress.state === 'failed') {
    void client.invalidateQueries({ queryKey: queryKeys.jobs.detail(progress.jobId) });
  }
}

/** Sign-out or an expired token: nothing cached belongs to the next user. */
export function clearSessionCache(client: QueryClient): void {
  client.cancelQueries();
  client.clear();
}
