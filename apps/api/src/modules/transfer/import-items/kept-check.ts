import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { IMPORT_RULES_VERSION, type ImportSpec, type Kind } from '@parkflow/domain';
import type { FileStore } from '../../../platform/files/file-store.js';
import type { RejectedCell } from '../../../platform/jobs/index.js';

/**
 * What an import's check of a file found, kept for the runs that follow (docs/decisions/0022):
 * a validate (or an apply that had to read the sheet) writes it as it goes; the next run of the
 * same file, kind, rules and user replays it instead of reading and checking the sheet again.
 * Two files under FILES_DIR/derived/<file id>/: the batches (one JSON line per batch of rows:
 * how many rows, how many refused, the valid rows' ids and records, the refused cells) and, once
 * complete, a summary (total, failed, the companies and contracts the check looked up, the batches'
 * SHA-256).
 * Both appear by rename, the summary last: a check cut short by a crash or a cancel is not kept.
 */

/** Bump when the layout of the kept files changes. */
const FORMAT = 4;

/** One batch of rows as checked. */
export interface CheckedBatchRecord {
  /** Sheet rows in the batch (the header excluded). */
  rows: number;
  /** Rows of the batch with at least one refused cell. */
  failed: number;
  valid: { streamId: string; record: Record<string, unknown> }[];
  rejected: RejectedCell[];
  /** Companies the batch named that the park does not have, with the contact its row gave (spec `unmatched`). */
  unmatched: { name: string; contactName: string; contactTel: string }[];
}

/** Whose check of what: the file, the kind, the rules it was checked under and the user. */
export interface CheckKey {
  fileId: string;
  kind: Kind;
  actorId: string;
  /** IMPORT_RULES_VERSION and a fingerprint of the spec's columns and natural key. */
  rules: string;
}

interface Summary {
  format: number;
  fileId: string;
  kind: string;
  actorId: string;
  rules: string;
  /** The sheet's size when it was checked (files are never rewritten; a mismatch is not this file). */
  sourceBytes: number;
  dataBytes: number;
  sha256: string;
  total: number;
  failed: number;
  /** Every company name the check looked up, with the id it found (null: none). */
  companies: [string, string | null][];
  /** Every contract number the check looked up (a contract bill's contract), with its tenant's company id (null: none). */
  contracts: [string, string | null][];
}

/** A kept check found complete and intact: its counts, and its batches in order. */
export interface KeptCheck {
  total: number;
  failed: number;
  companies: readonly [string, string | null][];
  contracts: readonly [string, string | null][];
  batches(): AsyncGenerator<CheckedBatchRecord>;
}

/** A kept check that could not be read to its end (its bytes changed while they were read). */
export class KeptCheckBroken extends Error {}

export function checkKeyOf(spec: ImportSpec, fileId: string, actorId: string): CheckKey {
  const fingerprint = createHash('sha1')
    .update(
      JSON.stringify({
        v: IMPORT_RULES_VERSION,
        kind: spec.kind,
        columns: spec.columns.map((c) => [
          c.key,
          c.header,
          c.field ?? null,
          c.required,
          !!c.company,
          !!c.contract,
          c.options ?? null,
          !!c.text,
        ]),
        naturalKey: spec.naturalKey,
        keyLabel: spec.keyLabel,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return { fileId, kind: spec.kind, actorId, rules: `${IMPORT_RULES_VERSION}-${fingerprint}` };
}

const pathsOf = (files: FileStore, key: CheckKey) => {
  const stem = `import-check.${key.kind}.${key.actorId}.${key.rules}`;
  return { data: files.derivedPath(key.fileId, `${stem}.ndjson`), summary: files.derivedPath(key.fileId, `${stem}.json`) };
};

const toLine = (batch: CheckedBatchRecord): string =>
  `${JSON.stringify({
    n: batch.rows,
    f: batch.failed,
    v: batch.valid.map((r) => [r.streamId, r.record]),
    r: batch.rejected.map((c) => [c.row, c.column, c.reason]),
    u: batch.unmatched.map((u) => [u.name, u.contactName, u.contactTel]),
  })}\n`;

function fromLine(line: string): CheckedBatchRecord {
  const o = JSON.parse(line) as {
    n: number;
    f: number;
    v: [string, Record<string, unknown>][];
    r: [number, string, string][];
    u: [string, string, string][];
  };
  if (typeof o.n !== 'number' || typeof o.f !== 'number' || !Array.isArray(o.v) || !Array.isArray(o.r) || !Array.isArray(o.u))
    throw new KeptCheckBroken('not a batch');
  return {
    rows: o.n,
    failed: o.f,
    valid: o.v.map(([streamId, record]) => ({ streamId, record })),
    rejected: o.r.map(([row, column, reason]) => ({ row, column, reason })),
    unmatched: o.u.map(([name, contactName, contactTel]) => ({ name, contactName, contactTel })),
  };
}

/** Writes a check as its batches are found; kept only by `commit`. */
export class KeptCheckWriter {
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private total = 0;
  private failed = 0;
  private readonly out: WriteStream;
  private readonly part: string;
  private readonly paths: { data: string; summary: string };

  private constructor(
    paths: { data: string; summary: string },
    private readonly key: CheckKey,
    private readonly sourceBytes: number,
  ) {
    this.paths = paths;
    this.part = `${paths.data}.${randomBytes(6).toString('hex')}.part`;
    this.out = createWriteStream(this.part, { flags: 'wx' });
    this.out.on('error', () => undefined); // surfaced by add/commit
  }

  static async open(files: FileStore, key: CheckKey, sourceBytes: number): Promise<KeptCheckWriter> {
    const paths = pathsOf(files, key);
    await mkdir(dirname(paths.data), { recursive: true });
    const writer = new KeptCheckWriter(paths, key, sourceBytes);
    await once(writer.out, 'open');
    return writer;
  }

  async add(batch: CheckedBatchRecord): Promise<void> {
    // Encoded once: the hash, the count and the file take the same bytes (a line is a whole
    // batch, hundreds of kB of mostly Chinese text, which the string form encoded three times).
    const line = Buffer.from(toLine(batch), 'utf8');
    this.hash.update(line);
    this.bytes += line.length;
    this.total += batch.rows;
    this.failed += batch.failed;
    if (!this.out.write(line)) await once(this.out, 'drain');
  }

  /** The check is complete: the batches, then the summary, appear under their names. */
  async commit(lookups: {
    companies: readonly [string, string | null][];
    contracts: readonly [string, string | null][];
  }): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
    await rename(this.part, this.paths.data);
    const summary: Summary = {
      format: FORMAT,
      ...this.key,
      sourceBytes: this.sourceBytes,
      dataBytes: this.bytes,
      sha256: this.hash.digest('hex'),
      total: this.total,
      failed: this.failed,
      companies: [...lookups.companies],
      contracts: [...lookups.contracts],
    };
    const part = `${this.paths.summary}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(part, JSON.stringify(summary), { flag: 'wx' });
    await rename(part, this.paths.summary);
  }

  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.part, { force: true });
  }
}

/**
 * The kept check of this key when it is complete and intact (its summary matches the key and
 * the sheet's size, its batches their SHA-256); null otherwise (never written, cut short,
 * damaged, made under other rules): the caller reads the sheet.
 */
export async function openKeptCheck(files: FileStore, key: CheckKey, sourceBytes: number): Promise<KeptCheck | null> {
  const paths = pathsOf(files, key);
  let summary: Summary;
  try {
    summary = JSON.parse(await readFile(paths.summary, 'utf8')) as Summary;
  } catch {
    return null;
  }
  const matches =
    summary.format === FORMAT &&
    summary.fileId === key.fileId &&
    summary.kind === key.kind &&
    summary.actorId === key.actorId &&
    summary.rules === key.rules &&
    summary.sourceBytes === sourceBytes &&
    Number.isInteger(summary.total) &&
    Number.isInteger(summary.failed) &&
    Array.isArray(summary.companies) &&
    Array.isArray(summary.contracts);
  if (!matches) return null;
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of createReadStream(paths.data)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch {
    return null;
  }
  if (bytes !== summary.dataBytes || hash.digest('hex') !== summary.sha256) return null;
  return {
    total: summary.total,
    failed: summary.failed,
    companies: summary.companies,
    contracts: summary.contracts,
    async *batches() {
      for await (const line of linesOf(paths.data)) {
        let batch: CheckedBatchRecord;
        try {
          batch = fromLine(line);
        } catch (error) {
          throw error instanceof KeptCheckBroken ? error : new KeptCheckBroken(String(error));
        }
        yield batch;
      }
    },
  };
}

/**
 * A file's non-empty lines, read only as fast as they are taken: one 64 KiB chunk ahead. (The
 * async iterator of node:readline reads ahead up to 1,024 lines, and a kept check's line is a
 * whole batch: the apply held the entire check in memory from its first row.)
 */
async function* linesOf(path: string): AsyncGenerator<string> {
  const stream = createReadStream(path);
  let pending: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      // A newline byte is never part of a multi-byte UTF-8 character: splitting bytes on it is safe.
      for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
        const line = pending.length ? Buffer.concat([...pending, chunk.subarray(start, end)]) : chunk.subarray(start, end);
        pending = [];
        start = end + 1;
        if (line.length) yield line.toString('utf8');
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
    const last = Buffer.concat(pending);
    if (last.length) yield last.toString('utf8');
  } finally {
    stream.destroy();
  }
}

/** Forget a kept check (found broken while it was replayed): the next run reads the sheet. */
export async function dropKeptCheck(files: FileStore, key: CheckKey): Promise<void> {
  const paths = pathsOf(files, key);
  await rm(paths.summary, { force: true });
  await rm(paths.data, { force: true });
}
