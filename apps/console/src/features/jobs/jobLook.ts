import {
  isFinalJobState,
  JOB_INTERRUPTED_LABEL,
  JOB_STATE_LABELS,
  IMPORT_VALIDATE_LABEL,
  JOB_TYPE_LABELS,
  type JobState,
  type JobView,
  KIND_LABELS,
  isKind,
} from '@parkflow/domain';
import { EMPTY } from '../../shared/format';
import { texts } from '../../shared/texts';

/** Badge colour per job state. */
export const JOB_STATE_COLORS: Record<JobState, string> = {
  waiting: 'gray',
  active: 'blue',
  completed: 'teal',
  failed: 'red',
  cancelled: 'orange',
};

export const jobStateLabel = (state: JobState): string => JOB_STATE_LABELS[state];

/** Running, but its worker process died: another one resumes it (or it fails) — said apart from 进行中. */
export const isInterrupted = (job: Pick<JobView, 'state' | 'interrupted'>): boolean =>
  job.state === 'active' && job.interrupted === true;

/** A job's state as its badge and bar say it: 中断，正在恢复 (orange) for an interrupted one. */
export const jobLook = (job: Pick<JobView, 'state' | 'interrupted'>): { label: string; color: string } =>
  isInterrupted(job)
    ? { label: JOB_INTERRUPTED_LABEL, color: INTERRUPTED_COLOR }
    : { label: JOB_STATE_LABELS[job.state], color: JOB_STATE_COLORS[job.state] };

const INTERRUPTED_COLOR = 'orange';

/** 导出 · 参观预约审核: the type (an import's check step: 导入校验), then the list it works on. */
export function jobTitle(job: Pick<JobView, 'type' | 'kind' | 'mode'>): string {
  const type = job.mode === 'validate' ? IMPORT_VALIDATE_LABEL : (JOB_TYPE_LABELS[job.type] ?? job.type);
  if (!job.kind) return type;
  return `${type} · ${isKind(job.kind) ? KIND_LABELS[job.kind] : job.kind}`;
}

/** 0–100; a finished job with nothing to do is full, a job that does not know its total yet is empty. */
export function percentOf(job: Pick<JobView, 'state' | 'processed' | 'total'>): number {
  if (job.total && job.total > 0) return Math.min(100, Math.round((job.processed / job.total) * 100));
  return job.state === 'completed' ? 100 : 0;
}

/** Running without a known total (an import reads its sheet to the end before it knows): a moving bar, no percentage. */
export const isIndeterminate = (job: Pick<JobView, 'state' | 'total'>): boolean => job.state === 'active' && job.total === null;

export const isRunning = (job: Pick<JobView, 'state'>): boolean => !isFinalJobState(job.state);

/** 1小时02分 / 3分05秒 / 12秒 from started (or created) to finished (or now). */
export function durationOf(job: Pick<JobView, 'createdAt' | 'startedAt' | 'finishedAt'>, now: number): string {
  const from = Date.parse(job.startedAt ?? job.createdAt);
  const to = job.finishedAt ? Date.parse(job.finishedAt) : now;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return EMPTY;
  const seconds = Math.max(0, Math.round((to - from) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds >= 3600) return texts.jobs.hoursMinutes(Math.floor(seconds / 3600), pad(Math.floor((seconds % 3600) / 60)));
  if (seconds >= 60) return texts.jobs.minutesSeconds(Math.floor(seconds / 60), pad(seconds % 60));
  return texts.jobs.seconds(seconds);
}
