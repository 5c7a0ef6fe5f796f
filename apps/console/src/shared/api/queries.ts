import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  type AreaNode,
  type BankAccount,
  type BuildingNode,
  type CatalogueType,
  type DictionaryCode,
  type DictionaryItem,
  isFinalJobState,
  type JobView,
  type Kind,
  type RejectedPreview,
  type UploadPurpose,
} from '@parkflow/domain';
import { api, fetchFile } from './client';
import { isApiError } from './errors';
import { mutationKeys, queryKeys } from './keys';
import type {
  BulkCommand,
  BulkOutcome,
  CommandResult,
  ContractAccount,
  Desk,
  Health,
  HistoryEntry,
  ItemCommand,
  ItemCounts,
  ItemDetail,
  ItemFilters,
  ItemPage,
  MyBillPage,
  JobFilters,
  JobPage,
  KindInfo,
  LoginInput,
  LoginResult,
  OutboxMessage,
  PasswordChangeInput,
  PasswordCheck,
  SignUpPage,
  StartJob,
  UploadedFile,
  User,
} from './types';

/** Every query of the console is built here, so keys and fetchers never drift apart. */

export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.me(),
    queryFn: ({ signal }) => api.get<User>('/api/auth/me', { signal }),
    // Roles change rarely; a stale user is refreshed on focus anyway.
    staleTime: 5 * 60_000,
  });

/** Whether the forced password dialog shows, with the company and user name it displays. */
export const passwordCheckQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.passwordCheck(),
    queryFn: ({ signal }) => api.get<PasswordCheck>('/api/auth/password-check', { signal }),
  });

/** A code to the signed-in user's own phone; 429 within the 60 s countdown. */
export const sendSmsCodeMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.smsCode(),
    mutationFn: (mobile?: string | null) => api.post<null>('/api/auth/sms-code', mobile ? { mobile } : {}),
  });

export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.changePassword(),
    mutationFn: (input: PasswordChangeInput) => api.post<null>('/api/auth/password', input),
  });

/**
 * The development outbox; the api has the route only with SMS_PROVIDER=outbox, so an error here
 * means "no outbox" and the console shows no link to it.
 */
export const smsOutboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.smsOutbox(),
    queryFn: ({ signal }) => api.get<OutboxMessage[]>('/api/sms/outbox', { signal }),
    retry: false,
  });

/** The home: open items per queue with waiting times, and my recent decisions (GET /api/desk). */
export const deskQuery = () =>
  queryOptions({
    queryKey: queryKeys.desk(),
    queryFn: ({ signal }) => api.get<Desk>('/api/desk', { signal }),
    // Waiting times grow by themselves: refresh now and then even without a live change.
    refetchInterval: 5 * 60_000,
  });

export const kindsQuery = () =>
  queryOptions({
    queryKey: queryKeys.kinds.all(),
    queryFn: ({ signal }) => api.get<KindInfo[]>('/api/kinds', { signal }),
    // Machines change only with a deploy.
    staleTime: Infinity,
  });

/** One kind's machine, selected from the shared kinds cache entry (no extra request). */
export const kindQuery = (kind: Kind) =>
  queryOptions({
    ...kindsQuery(),
    select: (kinds: KindInfo[]) => kinds.find((k) => k.kind === kind) ?? null,
  });

/** Province / city / district tree (seed 000 §2.9: loaded once, cached for the session). */
export const areasQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.areas(),
    queryFn: ({ signal }) => api.get<AreaNode[]>('/api/reference/areas', { signal }),
    staleTime: Infinity,
    gcTime: Infinity, // kept for the session even when no screen shows it
  });

/** Building / floor / room tree (seed 000 §2.9: loaded once, cached for the session). */
export const buildingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.buildings(),
    queryFn: ({ signal }) => api.get<BuildingNode[]>('/api/reference/buildings', { signal }),
    staleTime: Infinity,
    gcTime: Infinity, // kept for the session even when no screen shows it
  });

/** A catalogue's type list by tag (seed 001 §7.3: equipment tag 4, service categories 1 and 2). */
export const catalogueTypesQuery = (tag: number) =>
  queryOptions({
    queryKey: queryKeys.reference.catalogueTypes(tag),
    queryFn: ({ signal }) => api.get<CatalogueType[]>('/api/reference/catalogue-types', { query: { tag }, signal }),
    staleTime: Infinity,
  });

/** Loan products with their banks (GET /api/products): the wizard's product choice. */
export const productsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.products(),
    queryFn: ({ signal }) =>
      api.get<{ id: string; productName: string; bankList: { id: string; bankName: string }[] }[]>('/api/products', {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** A stored file for inline display (a logo): the blob, fetched with the token header. */
export const fileViewQuery = (id: string, name: string) =>
  queryOptions({
    queryKey: queryKeys.files.view(id),
    queryFn: async ({ signal }) => (await fetchFile(fileViewPath(id), { signal, fallbackName: name })).blob,
    staleTime: Infinity,
    retry: false,
  });

/** Stored files by id, as file fields hold them (seed 000 §7: form/view/{files}, form/download/{files}). */
export const fileViewPath = (id: string) => `/api/files/view/${encodeURIComponent(id)}`;
export const fileDownloadPath = (id: string) => `/api/files/download/${encodeURIComponent(id)}`;

const isHealth = (data: unknown): data is Health => typeof data === 'object' && data !== null && 'db' in data && 'redis' in data;

export const healthQuery = () =>
  queryOptions({
    queryKey: queryKeys.health(),
    // A dependency down is a 503 that still says which one: show it like any other answer.
    queryFn: ({ signal }) =>
      api.get<Health>('/api/health', { signal }).catch((error: unknown) => {
        if (isApiError(error) && error.status === 503 && isHealth(error.data)) return error.data;
        throw error;
      }),
    refetchInterval: 30_000,
  });

/** A dictionary by code (seed 001 §7.3 dictionary by code): static for the session. */
export const dictionaryQuery = (code: DictionaryCode) =>
  queryOptions({
    queryKey: queryKeys.reference.dictionary(code),
    queryFn: ({ signal }) => api.get<DictionaryItem[]>(`/api/dictionaries/${code}`, { signal }),
    staleTime: Infinity,
  });

/** The park's bank accounts (seed 001 §7.3 bank account list). */
export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.bankAccounts(),
    queryFn: ({ signal }) => api.get<BankAccount[]>('/api/contracts/bank-accounts', { signal }),
    staleTime: 10 * 60_000,
  });

/** A contract's account by its number (get contract account by contractNo). */
export const contractAccountQuery = (contractNo: string) =>
  queryOptions({
    queryKey: queryKeys.contractAccount(contractNo),
    queryFn: ({ signal }) => api.get<ContractAccount>('/api/contracts/account', { query: { contractNo }, signal }),
  });

export const itemsListQuery = (kind: Kind, filters: ItemFilters) =>
  queryOptions({
    queryKey: queryKeys.items.list(kind, filters),
    queryFn: ({ signal }) => api.get<ItemPage>(`/api/items/${kind}`, { query: filters, signal }),
    // Paging and tab switches keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

/** 我的账单 (GET /api/my-bills): the caller's company's bills of every kind, newest first. */
export const myBillsQuery = (filters: ItemFilters) =>
  queryOptions({
    queryKey: queryKeys.myBills.list(filters),
    queryFn: ({ signal }) => api.get<MyBillPage>('/api/my-bills', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const itemQuery = (kind: Kind, id: string) =>
  queryOptions({
    queryKey: queryKeys.items.detail(kind, id),
    queryFn: ({ signal }) => api.get<ItemDetail>(`/api/items/${kind}/${id}`, { signal }),
  });

export const itemHistoryQuery = (kind: Kind, id: string) =>
  queryOptions({
    queryKey: queryKeys.items.history(kind, id),
    queryFn: ({ signal }) => api.get<HistoryEntry[]>(`/api/items/${kind}/${id}/history`, { signal }),
  });

/** Tab counts: pass the list's filters without its tab (auditState / checkState) and paging. */
export const itemCountsQuery = (kind: Kind, filters: ItemFilters) =>
  queryOptions({
    queryKey: queryKeys.items.counts(kind, filters),
    queryFn: ({ signal }) => api.get<ItemCounts>(`/api/items/${kind}/counts`, { query: filters, signal }),
    // Filter changes keep the old numbers on the tabs rather than blanking them.
    placeholderData: keepPreviousData,
  });

export const signUpsQuery = (activityId: string, filters: ItemFilters) =>
  queryOptions({
    queryKey: queryKeys.items.signups(activityId, filters),
    queryFn: ({ signal }) => api.get<SignUpPage>(`/api/items/activity/${activityId}/signups`, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** Approve, Reject, Reply… on one item; `expectedVersion` makes a decision on a stale view fail (409). */
export const itemCommandMutation = (kind: Kind) =>
  mutationOptions({
    mutationKey: mutationKeys.command(kind),
    mutationFn: ({ id, ...body }: ItemCommand) => api.post<CommandResult>(`/api/items/${kind}/${id}/commands`, body),
  });

/** One decision for many items (POST /api/items/:kind/commands): one outcome per id. */
export const bulkCommandMutation = (kind: Kind) =>
  mutationOptions({
    mutationKey: mutationKeys.bulk(kind),
    mutationFn: (body: BulkCommand) => api.post<{ results: BulkOutcome[] }>(`/api/items/${kind}/commands`, body),
  });

/** Create (submit) an item with the seed's fields; a 400 names the offending `field`. */
export const createItemMutation = (kind: Kind) =>
  mutationOptions({
    mutationKey: mutationKeys.create(kind),
    mutationFn: (fields: Record<string, unknown>) => api.post<CommandResult>(`/api/items/${kind}`, fields),
  });

/** Sign up for an approved activity (seed 002 sign-up fields); a 400 names the offending `field`. */
export const signUpMutation = (activityId: string) =>
  mutationOptions({
    mutationKey: mutationKeys.signUp(activityId),
    mutationFn: (fields: Record<string, unknown>) => api.post<unknown>(`/api/items/activity/${activityId}/signups`, fields),
  });

/** While a job runs, its own page is also re-read now and then, in case a live update was overtaken. */
const RUNNING_JOB_REFETCH_MS = 3_000;

/**
 * One job, kept current by `job.progress` (the room's snapshot on join, then every change). A
 * job that ends between this fetch being sent and the room being joined could leave the older
 * answer last in the cache, so a job not yet ended is also re-read every few seconds.
 */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(jobId),
    queryFn: ({ signal }) => api.get<JobView>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal }),
    refetchInterval: (query) => (query.state.data && !isFinalJobState(query.state.data.state) ? RUNNING_JOB_REFETCH_MS : false),
  });

/** 任务中心 and the header indicator; `job.progress` patches the rows (keys.ts applyJobProgress). */
export const jobsListQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: queryKeys.jobs.list(filters),
    queryFn: ({ signal }) => api.get<JobPage>('/api/jobs', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/jobs: the same request twice (a double click) answers the same job. */
export const startJobMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.startJob(),
    mutationFn: (body: StartJob) => api.post<{ jobId: string }>('/api/jobs', body),
  });

/** The import dialog's first refused cells of a validate job (the whole report is its errorReport file). */
export const rejectedPreviewQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.rejected(jobId),
    queryFn: ({ signal }) => api.get<RejectedPreview>(`/api/jobs/${encodeURIComponent(jobId)}/errors/preview`, { signal }),
    staleTime: Infinity, // a finished job's report does not change
  });

/** POST /api/files with its purpose; the stored file's id for a job or a file field. */
export const uploadFileMutation = (purpose: UploadPurpose) =>
  mutationOptions({
    mutationKey: mutationKeys.upload(purpose),
    mutationFn: (file: File) => api.upload<UploadedFile>('/api/files', file, { purpose }),
  });

export const cancelJobMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.cancelJob(),
    mutationFn: (jobId: string) => api.post<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/cancel`),
  });

export const retryJobMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.retryJob(),
    mutationFn: (jobId: string) => api.post<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/retry`),
  });

export const loginMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.login(),
    // Anonymous: a stale token must not turn a wrong password into "login expired".
    mutationFn: (input: LoginInput) => api.post<LoginResult>('/api/auth/login', input, { anonymous: true }),
  });

export const logoutMutation = () =>
  mutationOptions({
    mutationKey: mutationKeys.logout(),
    mutationFn: () => api.post<unknown>('/api/auth/logout'),
  });

/** The companies an import named that the park does not have (a safety import's notInSavedList). */
export const unmatchedCompaniesQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.unmatched(jobId),
    queryFn: ({ signal }) =>
      api.get<{ notInSavedList: { companyName: string; contactName: string; contactTel: string }[] }>(
        `/api/jobs/${encodeURIComponent(jobId)}/unmatched-companies`,
        { signal },
      ),
    staleTime: Infinity,
  });
