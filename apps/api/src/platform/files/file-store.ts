import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type FileRef, type FileSummaries, isFileId, type Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { Queryable } from '../db/sql.js';
import { contentTypeOf, originalName } from './file-names.js';

export interface StoredFile {
  id: string;
  /** The original name, as the uploader's machine had it (Chinese included). */
  name: string;
  size: number;
  mime: string;
  /** Where the bytes are, relative to FILES_DIR: derived from the id, never from the name. */
  storageKey: string;
  /** null: registered by the system (the demo seeding). */
  uploadedBy: string | null;
  createdAt: Date;
}

export interface NewFile {
  name: string;
  content: Buffer | Readable;
  /** Default: by the name's extension (uploads check the content before they get here). */
  mime?: string;
  uploadedBy: string | null;
}

interface FileRow {
  id: string;
  name: string;
  size: string;
  mime: string;
  storage_key: string;
  uploaded_by: string | null;
  created_at: Date;
}

const toStored = (r: FileRow): StoredFile => ({
  id: r.id,
  name: r.name,
  size: Number(r.size),
  mime: r.mime,
  storageKey: r.storage_key,
  uploadedBy: r.uploaded_by,
  createdAt: r.created_at,
});

const COLUMNS = 'id, name, size, mime, storage_key, uploaded_by, created_at';

/**
 * Stored files: bytes under FILES_DIR at a key made from an unguessable id, the rest in `files`.
 * Who may read a file is not decided here (file-access.ts): the store only keeps and finds.
 */
@Injectable()
export class FileStore {
  /** Directories known to exist (one per two-character id prefix). */
  private readonly made = new Set<string>();

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh id, for a caller that must name a file before it saves it (the demo's item bodies). */
  static newId(): string {
    return randomUUID();
  }

  /**
   * Keep a file: the bytes are written aside, the row inserted (an id in use fails there, before
   * anything is overwritten), then the bytes moved in place. Nothing is left behind on failure.
   */
  async save(file: NewFile, id: string = FileStore.newId()): Promise<StoredFile> {
    if (!isFileId(id)) throw new Error(`not a file id: ${id}`);
    const name = originalName(file.name);
    if (name === null) throw new DomainError('VALIDATION.INVALID', undefined, 'name');
    const storageKey = `${id.slice(0, 2)}/${id}`;
    const path = this.pathOf(storageKey);
    const part = `${path}.${randomBytes(6).toString('hex')}.part`;
    await this.ensureDir(dirname(path));
    let inserted = false;
    try {
      const content = Buffer.isBuffer(file.content) ? Readable.from([file.content]) : file.content;
      await pipeline(content, createWriteStream(part, { flags: 'wx' }));
      const { size } = await stat(part);
      const rows: FileRow[] = await this.db.query(
        `INSERT INTO files (id, name, size, mime, storage_key, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [id, name, size, file.mime ?? contentTypeOf(name), storageKey, file.uploadedBy],
      );
      inserted = true;
      await rename(part, path);
      return toStored(rows[0]!);
    } catch (error) {
      await rm(part, { force: true });
      if (inserted) await this.db.query('DELETE FROM files WHERE id = $1', [id]);
      throw error;
    }
  }

  /** The files of these ids that exist (anything not a file id is simply not found). */
  async find(ids: readonly string[]): Promise<Map<string, StoredFile>> {
    const wanted = [...new Set(ids.filter(isFileId))];
    if (wanted.length === 0) return new Map();
    const rows: FileRow[] = await this.db.query(`SELECT ${COLUMNS} FROM files WHERE id = ANY($1::uuid[])`, [wanted]);
    return new Map(rows.map((r) => [r.id, toStored(r)]));
  }

  /** Where a file's bytes are on this node (the sheet reader process reads an import by path). */
  localPath(file: StoredFile): string {
    return this.pathOf(file.storageKey);
  }

  /** The bytes of a file, or null when they are not on disk. */
  async open(file: StoredFile): Promise<ReadStream | null> {
    const path = this.pathOf(file.storageKey);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? createReadStream(path) : null;
  }

  /** Name and size of every file linked to an item (its detail shows them by id). */
  async summariesOfItem(itemId: string): Promise<FileSummaries> {
    const rows: { id: string; name: string; size: string }[] = await this.db.query(
      `SELECT DISTINCT f.id, f.name, f.size FROM file_links l JOIN files f ON f.id = l.file_id WHERE l.item_id = $1`,
      [itemId],
    );
    return Object.fromEntries(rows.map((r) => [r.id, { name: r.name, size: Number(r.size) }]));
  }

  private async ensureDir(dir: string): Promise<void> {
    if (this.made.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.made.add(dir);
  }

  /**
   * Where the server keeps something it derived from a file (an import's kept check), on this
   * node: under FILES_DIR/derived/, by the file's id and a name of letters, digits, '.', '_' and '-'.
   * Never served: only the code that wrote it reads it back.
   */
  derivedPath(fileId: string, name: string): string {
    if (!isFileId(fileId) || !/^[A-Za-z0-9._-]{1,200}$/.test(name) || name.startsWith('.'))
      throw new Error(`not a derived file name: ${fileId}/${name}`);
    return join(this.config.filesDir, 'derived', fileId.slice(0, 2), fileId, name);
  }

  private pathOf(storageKey: string): string {
    return join(this.config.filesDir, storageKey);
  }
}

export interface LinkRequest {
  kind: Kind;
  itemId: string;
  refs: readonly FileRef[];
  by: string | null;
  at: Date;
}

/**
 * Record that an item's field names these files. Run by the command executor in the transaction that
 * appends the event naming them, so a link exists exactly when the item's fields say so.
 */
export async function linkFiles(runner: Queryable, req: LinkRequest): Promise<void> {
  if (req.refs.length === 0) return;
  await runner.query(
    `INSERT INTO file_links (file_id, kind, item_id, field, linked_by, linked_at)
     SELECT r.file_id, $1, $2, r.field, $3, $4 FROM unnest($5::uuid[], $6::text[]) AS r(file_id, field)
     ON CONFLICT DO NOTHING`,
    [req.kind, req.itemId, req.by, req.at.toISOString(), req.refs.map((r) => r.fileId), req.refs.map((r) => r.field)],
  );
}
