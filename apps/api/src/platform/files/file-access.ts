import { Injectable } from '@nestjs/common';
import { type Actor, canSeeItem, DomainError, type FileRef, isFileId, isKind, type Kind, mayOpenKind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { readModelTable, type ReadModelRow } from '../read-model/read-model.js';
import { rowFacts } from '../auth/visibility.js';

/**
 * Who may open a stored file: its uploader, and whoever may see an item the server linked it to
 * (file_links; the item rule is libs/domain visibility.ts, the same as lists and details). Nothing
 * else counts: not a name in an item's text, not the file's existence.
 */
@Injectable()
export class FileAccess {
  constructor(private readonly db: DataSource) {}

  /** The ids among `ids` this actor may open; unknown ids and non-ids are simply absent. */
  async openable(actor: Actor, ids: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids.filter(isFileId))];
    const out = new Set<string>();
    if (wanted.length === 0) return out;
    const rows: { id: string; uploaded_by: string | null; kind: string | null; item_id: string | null }[] = await this.db.query(
      `SELECT f.id, f.uploaded_by, l.kind, l.item_id FROM files f LEFT JOIN file_links l ON l.file_id = f.id
        WHERE f.id = ANY($1::uuid[])`,
      [wanted],
    );
    // kind → item → the files it links that are still undecided
    const viaItems = new Map<Kind, Map<string, string[]>>();
    for (const r of rows) {
      if (r.uploaded_by !== null && r.uploaded_by === actor.userId) out.add(r.id);
      if (r.kind === null || r.item_id === null || !isKind(r.kind) || !mayOpenKind(actor, r.kind)) continue;
      const items = viaItems.get(r.kind) ?? new Map<string, string[]>();
      items.set(r.item_id, [...(items.get(r.item_id) ?? []), r.id]);
      viaItems.set(r.kind, items);
    }
    for (const [kind, items] of viaItems) {
      const itemIds = [...items].filter(([, files]) => files.some((f) => !out.has(f))).map(([item]) => item);
      if (itemIds.length === 0) continue;
      const facts: Pick<ReadModelRow, 'id' | 'company_id' | 'code' | 'state' | 'fields'>[] = await this.db.query(
        `SELECT id, company_id, code, state, fields FROM ${readModelTable(kind)} WHERE id = ANY($1::uuid[])`,
        [itemIds],
      );
      for (const row of facts) {
        if (!canSeeItem(actor, kind, rowFacts(row))) continue;
        for (const file of items.get(row.id) ?? []) out.add(file);
      }
    }
    return out;
  }

  /** A file to serve: missing, not a file id and not the actor's business are the one same refusal. */
  async assertMayOpen(actor: Actor, id: string): Promise<void> {
    if (!(await this.openable(actor, [id])).has(id)) throw new DomainError('FILE.UNAVAILABLE');
  }

  /**
   * A file field may name only files its submitter may already open (uploaded by it, or linked to
   * an item it may see). For each item's refs, FILE.NOT_YOURS on the first it may not use (its
   * `pathOf` says where the field was in the request, for the form), or null; one lookup for all.
   */
  async refusalsToUse(
    actor: Actor,
    items: readonly { refs: readonly FileRef[]; pathOf: (field: string) => string }[],
  ): Promise<(DomainError | null)[]> {
    const ids = items.flatMap((item) => item.refs.map((r) => r.fileId));
    const usable = ids.length ? await this.openable(actor, ids) : new Set<string>();
    return items.map(({ refs, pathOf }) => {
      const refused = refs.find((r) => !usable.has(r.fileId));
      return refused ? new DomainError('FILE.NOT_YOURS', undefined, pathOf(refused.field)) : null;
    });
  }
}
