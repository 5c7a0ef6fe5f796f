/**
 * Background jobs (imports, exports, pushes): the shapes the api answers and the console reads
 * (ARCHITECTURE.md: Jobs, Live `job.progress`), in one place.
 */

/** A job's state; the last three are final. */
export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const FINAL_JOB_STATES: readonly JobState[] = ['completed', 'failed', 'cancelled'];
export const isFinalJobState = (state: JobState): boolean => FINAL_JOB_STATES.includes(state);
export const isJobState = (value: unknown): value is JobState => (JOB_STATES as readonly unknown[]).includes(value);

/**
 * The live `job.progress` payload, sent to the job's room and to its owner's room. `version`
 * grows with every change of the job: a console keeps the highest it has seen (a snapshot sent
 * on subscribe and a live update may cross).
 */
export interface JobProgress {
  jobId: string;
  state: JobState;
  processed: number;
  /** null until the job knows how many rows it has. */
  total: number | null;
  failed: number;
  version: number;
  /**
   * Present (true) while the job is `active` but the worker process running it has stopped
   * answering (killed, out of memory): another worker resumes it, or it fails; the job centre
   * says 中断，正在恢复 (JOB_INTERRUPTED_LABEL) meanwhile.
   */
  interrupted?: true;
}

/** An active job whose worker died, as the job centre and the header say it. */
export const JOB_INTERRUPTED_LABEL = '中断，正在恢复';

/** A file a job produced, as GET /api/jobs/:id shows it (download it at `url`, with the token). */
export interface JobFile {
  name: string;
  size: number;
  url: string;
}

/** GET /api/jobs/:id, and each row of GET /api/jobs. */
export interface JobView extends Omit<JobProgress, 'jobId'> {
  id: string;
  type: string;
  kind: string | null;
  /** An import: whether it only checks the sheet or writes it (the job centre tells them apart). */
  mode?: 'validate' | 'apply';
  /** The user who started it (the only one besides platform admins who sees it). */
  createdBy: string;
  creatorName: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** A cancel was asked for and the job has not stopped yet. */
  cancelRequested: boolean;
  /**
   * An import: the items it wrote (created, or recorded anew after a delete), over all its runs;
   * what a cancelled or failed import had applied. A validate writes none. A push: the bills it
   * pushed (the others are in its error report, each with its reason).
   */
  applied?: number;
  /** zh-CN, when the job failed. */
  error?: string;
  result?: JobFile;
  /** The rejected rows (sheet row number, column, reason) as an xlsx. */
  errorReport?: JobFile;
}

/** Progress reaches sockets at most this often per job (the final state is always sent at once). */
export const JOB_PROGRESS_INTERVAL_MS = 250;

/**
 * An identical request (same user, type and parameters, no commandId) while the first one is
 * still waiting or running, or within this many ms after it ended, is the same job: a double
 * click starts one job, a deliberate new export a minute later starts another.
 */
export const JOB_REPEAT_WINDOW_MS = 10_000;

/** The error report's columns (ARCHITECTURE.md: the sheet's row number, the column, the zh-CN reason). */
export const ERROR_REPORT_HEADERS = { row: '行号', column: '列', reason: '原因' } as const;
export const ERROR_REPORT_SHEET = '错误明细';

/** A job's state as the job centre and the notices say it. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  waiting: '排队中',
  active: '进行中',
  completed: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

/** Job types as the job centre names them (ARCHITECTURE.md: POST /api/jobs types). */
export const JOB_TYPE_LABELS: Readonly<Record<string, string>> = {
  export: '导出',
  import: '导入',
  push: '推送',
  dunning: '催缴',
  probe: '测试任务',
};

/** An import that only checks its sheet (the dialog's first step) is named apart from the one that writes it. */
export const IMPORT_VALIDATE_LABEL = '导入校验';

/** One refused cell of an import, as the error report lists it. */
export interface RejectedCellView {
  /** The row number as the sheet shows it (the header is row 1). */
  row: number;
  column: string;
  reason: string;
}

/** How many refused cells the import dialog shows before "download all". */
export const REJECTED_PREVIEW_SIZE = 20;
/** A reason in the preview is cut to this many characters (a report written before values were cut may hold long ones). */
export const REJECTED_REASON_MAX = 200;

/** GET /api/jobs/:id/errors/preview: the error report's first cells, and whether it has more. */
export interface RejectedPreview {
  list: RejectedCellView[];
  more: boolean;
}
