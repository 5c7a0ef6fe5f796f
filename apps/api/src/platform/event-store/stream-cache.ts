import type { LoadedStream } from './command-steps.js';

const MAX_ENTRIES = 20_000;

/**
 * The last folded state of recently touched streams, so a decision does not re-read its
 * stream. Never trusted blindly: the append still checks the version, and a stale entry
 * (another process wrote meanwhile) just costs a reload and a second attempt.
 */
export class StreamCache {
  private readonly entries = new Map<string, LoadedStream>();

  get(streamId: string): LoadedStream | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId); // re-insert: Map order doubles as recency
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: LoadedStream): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }
}
