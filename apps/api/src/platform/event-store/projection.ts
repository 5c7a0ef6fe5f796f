import type { DomainEvent, Workflow } from '@parkflow/workflows';
import type { Projection } from '../read-model/read-model.js';

/**
 * The read-model row of an item, computed from its folded snapshot (never patched): by the
 * append of each command, and by the rebuild that replays the log. `latest` are the events just
 * applied; the last one that names who decided sets decidedBy.
 */
export function projectionOf(
  workflow: Workflow,
  snapshot: ReturnType<Workflow['initial']>,
  latest: DomainEvent[],
  at: Date,
  createdAt: string,
  /** `workflow.view(snapshot)` when the caller has it already. */
  view?: Record<string, unknown>,
): Projection {
  const decider = [...latest].reverse().find((e) => typeof e.data.by === 'object' && e.data.by !== null);
  return {
    state: workflow.stateName(snapshot),
    code: String(workflow.code(snapshot)),
    companyId: workflow.companyId(snapshot),
    createdAt,
    updatedAt: at.toISOString(),
    decidedBy: decider ? String((decider.data.by as { realname?: string }).realname ?? '') : null,
    fields: view ?? workflow.view(snapshot),
    context: snapshot.context,
  };
}
