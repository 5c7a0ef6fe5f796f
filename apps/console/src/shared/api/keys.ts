import type { QueryClient } from '@tanstack/react-query';
import {
  isBillKind,
  isFinalJobState,
  type JobProgress,
  type JobState,
  type JobView,
  type Kind,
  USER_LIST,
} from '@parkflow/domain';
import { tabStillHolds } from './listFilters';
import type { ItemChanged, ItemDetail, ItemFilters, ItemPage, JobFilters, JobPage } from './types';

/**
 * Every query key of the console, and every cache change made outside a queryFn.
 * Keys are hierarchical so one prefix invalidates a family (TkDodo's key factory):
 * ['items', kind] covers that kind's lists, details and histories.
 */
export const queryKeys = {
  auth: {
    me: () => ['auth', 'me'] as const,
    /** The forced password dialog's question (GET /api/auth/password-check). */
    passwordCheck: () => ['auth', 'password-check'] as const,
  },
  /** The development SMS outbox (SMS_PROVIDER=outbox only). */
  smsOutbox: () => ['sms', 'outbox'] as const,
  health: () => ['health'] as const,
  desk: () => ['desk'] as const,
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
    /** Tab counts: the same filters as the list, minus the tab. */
    allCounts: (kind: Kind) => [...queryKeys.items.kind(kind), 'counts'] as const,
    counts: (kind: Kind, filters: ItemFilters) => [...queryKeys.items.allCounts(kind), filters] as const,
    /** An activity's sign-ups live under the activity, so refreshing the activity refreshes them. */
    signups: (id: string, filters: ItemFilters) => [...queryKeys.items.detail('activity', id), 'signups', filters] as const,
  },
  /** 我的账单: the company's bills of every kind (GET /api/my-bills). */
  myBills: {
    all: () => ['my-bills'] as const,
    list: (filters: ItemFilters) => [...queryKeys.myBills.all(), filters] as const,
  },
  /** Reference trees (seed 000 §2.9): static, cached for the session. */
  reference: {
    areas: () => ['reference', 'areas'] as const,
    buildings: () => ['reference', 'buildings'] as const,
    products: () => ['reference', 'products'] as const,
    /** A dictionary by code (zg_contract_status, zg_contract_audit_status). */
    dictionary: (code: string) => ['reference', 'dictionary', code] as const,
    bankAccounts: () => ['reference', 'bank-accounts'] as const,
    /** The catalogues' type lists by tag (4 equipment; 1, 2 service categories). */
    catalogueTypes: (tag: number) => ['reference', 'catalogue-types', tag] as const,
  },
  /** A contract's account by its number (the edit-account dialog); under the contract kind, so its changes refresh it. */
  contractAccount: (contractNo: string) => [...queryKeys.items.kind('contract'), 'account', contractNo] as const,
  /** A stored file's bytes (logos), fetched with the token. */
  files: {
    view: (id: string) => ['files', 'view', id] as const,
  },
  jobs: {
    all: () => ['jobs'] as const,
    lists: () => [...queryKeys.jobs.all(), 'list'] as const,
    list: (filters: JobFilters) => [...queryKeys.jobs.lists(), filters] as const,
    details: () => [...queryKeys.jobs.all(), 'detail'] as const,
    detail: (jobId: string) => [...queryKeys.jobs.details(), jobId] as const,
    rejected: (jobId: string) => [...queryKeys.jobs.detail(jobId), 'rejected'] as const,
  },
  /** Gate-guard staff and park users (seed 001 §2.2, §2.3): login accounts, not items. */
  parkAccounts: {
    all: () => ['park-accounts'] as const,
    lists: (list: string) => [...queryKeys.parkAccounts.all(), list] as const,
    list: (list: string, filters: Record<string, string | number | undefined>) =>
      [...queryKeys.parkAccounts.lists(list), filters] as const,
  },
  /** The companies an import could not find (a safety inspection import). */
  unmatched: (jobId: string) => ['jobs', 'detail', jobId, 'unmatched'] as const,
  /** Identity administration: roles, companies, users, content columns. */
  identity: {
    all: () => ['identity'] as const,
    roleLists: () => [...queryKeys.identity.all(), 'roles'] as const,
    roles: (condition: 'company' | 'all') => [...queryKeys.identity.roleLists(), condition] as const,
    companyLists: () => [...queryKeys.identity.all(), 'companies'] as const,
    companies: (name: string, bioCompanies: boolean) => [...queryKeys.identity.companyLists(), { name, bioCompanies }] as const,
    userLists: () => [...queryKeys.identity.all(), 'users'] as const,
    users: (filters: Record<string, string | number | undefined>) => [...queryKeys.identity.userLists(), filters] as const,
    locations: () => [...queryKeys.identity.all(), 'menu-locations'] as const,
    locationColumns: (locationId: number) => [...queryKeys.identity.locations(), locationId] as const,
    allUserColumns: () => [...queryKeys.identity.all(), 'columns'] as const,
    userColumns: (userId: string) => [...queryKeys.identity.allUserColumns(), userId] as const,
  },
};

/** Mutation keys: let useIsMutating / useMutationState find a mutation from anywhere. */
export const mutationKeys = {
  login: () => ['auth', 'login'] as const,
  logout: () => ['auth', 'logout'] as const,
  smsCode: () => ['auth', 'sms-code'] as const,
  changePassword: () => ['auth', 'password'] as const,
  command: (kind: Kind) => ['items', kind, 'command'] as const,
  bulk: (kind: Kind) => ['items', kind, 'bulk'] as const,
  create: (kind: Kind) => ['items', kind, 'create'] as const,
  signUp: (activityId: string) => ['items', 'activity', activityId, 'signUp'] as const,
  startJob: () => ['jobs', 'start'] as const,
  cancelJob: () => ['jobs', 'cancel'] as const,
  retryJob: () => ['jobs', 'retry'] as const,
  upload: (purpose: string) => ['files', 'upload', purpose] as const,
};

/** Newer than what the cache holds? Replayed events (reconnect with `since`) may be older. */
const isNewer = (cached: { version: number } | undefined, event: ItemChanged) =>
  !cached || Number(event.version) > Number(cached.version);

/**
 * An `item.changed` event, first half: patch what we can show at once (state, code, version)
 * in the cached detail and in every cached list page holding the row. A row whose new code no
 * longer belongs to a page's tab (a pending item decided elsewhere) leaves that page now rather
 * than after the refetch. The detail's and the row's `allowed` were computed for the old state:
 * they are emptied until the refetch brings the new ones, so nobody acts on a state that has gone.
 */
export function patchItemChanged(client: QueryClient, event: ItemChanged): void {
  const patch = { state: event.state, code: event.code, version: event.version };

  client.setQueryData<ItemDetail>(queryKeys.items.detail(event.kind, event.id), (cached) =>
    cached && isNewer(cached, event) ? { ...cached, ...patch, allowed: [] } : cached,
  );
  for (const [key, page] of client.getQueriesData<ItemPage>({ queryKey: queryKeys.items.lists(event.kind) })) {
    if (!page) continue;
    const index = page.list.findIndex((row) => row.id === event.id);
    if (index < 0 || !isNewer(page.list[index], event)) continue;
    const filters = (key[3] ?? {}) as ItemFilters;
    if (tabStillHolds(event.kind, filters, event.code) === false) {
      client.setQueryData<ItemPage>(key, {
        ...page,
        list: page.list.filter((row) => row.id !== event.id),
        total: Math.max(0, page.total - 1),
      });
      continue;
    }
    const list = page.list.slice();
    list[index] = { ...list[index]!, ...patch, allowed: [] };
    client.setQueryData<ItemPage>(key, { ...page, list });
  }
}

/**
 * Second half, for a batch of events: refetch what an event cannot tell us (the detail's
 * `allowed` and history, which tab a row now belongs to, new rows). Once per kind and item,
 * however many events a catch-up brings; only active queries refetch, the rest go stale.
 */
export function invalidateItemsChanged(client: QueryClient, events: readonly ItemChanged[]): void {
  const kinds = new Set(events.map((e) => e.kind));
  const items = new Map(events.map((e) => [`${e.kind}\n${e.id}`, e] as const));
  for (const kind of kinds) {
    void client.invalidateQueries({ queryKey: queryKeys.items.lists(kind) });
    void client.invalidateQueries({ queryKey: queryKeys.items.allCounts(kind) });
    if (isBillKind(kind)) void client.invalidateQueries({ queryKey: queryKeys.myBills.all() });
  }
  for (const e of items.values()) void client.invalidateQueries({ queryKey: queryKeys.items.detail(e.kind, e.id) });
  // The home's counts and waiting times (and the navigation's badges) follow every change.
  if (events.length > 0) void client.invalidateQueries({ queryKey: queryKeys.desk() });
}

/** An item the user no longer sees (`item.hidden`): its detail (now 403) and the lists it was in. */
export function invalidateHiddenItem(client: QueryClient, item: { kind: Kind; id: string }): void {
  void client.invalidateQueries({ queryKey: queryKeys.items.detail(item.kind, item.id) });
  void client.invalidateQueries({ queryKey: queryKeys.items.lists(item.kind) });
}

/** A bulk write of a kind (`items.changed`): its lists, counts, the home and, for bills, 我的账单. */
export function invalidateBatch(client: QueryClient, kind: Kind): void {
  void client.invalidateQueries({ queryKey: queryKeys.items.lists(kind) });
  void client.invalidateQueries({ queryKey: queryKeys.items.allCounts(kind) });
  void client.invalidateQueries({ queryKey: queryKeys.desk() });
  if (isBillKind(kind)) void client.invalidateQueries({ queryKey: queryKeys.myBills.all() });
}

/**
 * An account changed (`accounts.changed`): a company user's lists and assigned columns, or a park
 * account list (gate-guard staff, park users), are fetched again.
 */
export function invalidateAccounts(client: QueryClient, notice: { list: string; id: string }): void {
  if (notice.list === USER_LIST) {
    void client.invalidateQueries({ queryKey: queryKeys.identity.userLists() });
    void client.invalidateQueries({ queryKey: queryKeys.identity.userColumns(notice.id) });
    return;
  }
  void client.invalidateQueries({ queryKey: queryKeys.parkAccounts.lists(notice.list) });
}

/**
 * After a reconnect: login accounts are not in the event log (decisions 0019, 0023), so nothing
 * told while disconnected is replayed with `since`. Every list of them on screen is fetched
 * again: the users (账号管理, 企业管理, 角色管理), companies, roles, a user's content columns, and
 * the gate staff and park users.
 */
export function invalidateAccountLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.identity.userLists() }),
    client.invalidateQueries({ queryKey: queryKeys.identity.companyLists() }),
    client.invalidateQueries({ queryKey: queryKeys.identity.roleLists() }),
    client.invalidateQueries({ queryKey: queryKeys.identity.allUserColumns() }),
    client.invalidateQueries({ queryKey: queryKeys.parkAccounts.all() }),
  ]);
}

/** After our own command: the item (detail, history), its kind's lists and counts are stale. */
export function invalidateItem(client: QueryClient, kind: Kind, id: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.items.detail(kind, id) }),
    invalidateKindLists(client, kind),
  ]);
}

/** After a create: the new item belongs to some list page and changes the counts. */
export function invalidateKindLists(client: QueryClient, kind: Kind): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.desk() }),
    client.invalidateQueries({ queryKey: queryKeys.items.lists(kind) }),
    client.invalidateQueries({ queryKey: queryKeys.items.allCounts(kind) }),
  ]);
}

/** The state each job was last heard in, per cache: a new job or a new state means the lists are stale. */
const heardStates = new WeakMap<QueryClient, Map<string, JobState>>();

/** Merge what we heard into a cached job, keeping the highest version (a snapshot and a live update may cross). */
function mergeJob(cached: JobView, heard: Omit<JobProgress, 'jobId'> | JobView): JobView {
  if (heard.version < cached.version) return cached;
  // What is heard says whether the job is interrupted: no flag, not interrupted (a run resumed it).
  const { interrupted: _was, ...rest } = cached;
  const merged = { ...rest, ...heard };
  // A cancel asked for is over once the job has stopped.
  return isFinalJobState(merged.state) ? { ...merged, cancelRequested: false } : merged;
}

/** Patch one job wherever the cache holds it: its detail and every list page showing it. Answers the states it had there. */
function patchJob(client: QueryClient, id: string, heard: Omit<JobProgress, 'jobId'> | JobView): JobState[] {
  const before: JobState[] = [];
  client.setQueryData<JobView>(queryKeys.jobs.detail(id), (cached) => {
    if (!cached) return cached;
    before.push(cached.state);
    return mergeJob(cached, heard);
  });
  for (const [key, page] of client.getQueriesData<JobPage>({ queryKey: queryKeys.jobs.lists() })) {
    const index = page?.list.findIndex((job) => job.id === id) ?? -1;
    if (!page || index < 0) continue;
    before.push(page.list[index]!.state);
    const list = page.list.slice();
    list[index] = mergeJob(list[index]!, heard);
    client.setQueryData<JobPage>(key, { ...page, list });
  }
  return before;
}

/**
 * A `job.progress` event: the counters are the whole news, so patch without refetching. A job in
 * a new state (it started, or finished with a result file the event does not carry), or one no
 * cached page shows yet (started in another tab), makes the job lists and its detail refetch,
 * once per state.
 */
export function applyJobProgress(client: QueryClient, progress: JobProgress): void {
  const { jobId, ...heard } = progress;
  const cachedStates = patchJob(client, jobId, heard);
  let states = heardStates.get(client);
  if (!states) heardStates.set(client, (states = new Map()));
  const last = states.get(jobId);
  states.set(jobId, progress.state);
  const news = cachedStates.length > 0 ? cachedStates.some((state) => state !== progress.state) : last !== progress.state;
  if (!news) return;
  void client.invalidateQueries({ queryKey: queryKeys.jobs.lists() });
  if (isFinalJobState(progress.state)) void client.invalidateQueries({ queryKey: queryKeys.jobs.detail(jobId) });
}

/** The api's answer to our own cancel or retry: the job as it is now, wherever it is shown. */
export function applyJobView(client: QueryClient, job: JobView): Promise<unknown> {
  patchJob(client, job.id, job);
  return client.invalidateQueries({ queryKey: queryKeys.jobs.lists() });
}

/** Back online: jobs may have started, moved on or finished while no event could reach us. */
export function invalidateJobs(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
}

/** Sign-out or an expired token: nothing cached belongs to the next user. */
export function clearSessionCache(client: QueryClient): void {
  void client.cancelQueries();
  client.clear();
}
