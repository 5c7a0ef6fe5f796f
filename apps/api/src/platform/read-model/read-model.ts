import type { Kind } from '@parkflow/domain';

/** One read-model table per kind (created by the initial migration). */
export const readModelTable = (kind: Kind): string => `rm_${kind.replace(/-/g, '_')}`;

export interface ReadModelRow {
  id: string;
  state: string;
  code: string;
  version: number;
  company_id: string | null;
  created_at: Date;
  updated_at: Date;
  decided_by: string | null;
  fields: Record<string, unknown>;
  /** The item's machine context; with `state` it restores the snapshot (null: written before it was kept). */
  context: Record<string, unknown> | null;
}

/** What a projection writes for one item after its latest event. */
export interface Projection {
  state: string;
  code: string;
  companyId: string | null;
  createdAt: string;
  updatedAt: string;
  decidedBy: string | null;
  fields: Record<string, unknown>;
  /** The machine context after the latest event (`snapshot.context`). */
  context: unknown;
}
