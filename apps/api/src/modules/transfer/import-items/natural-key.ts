import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import type { Kind } from '@parkflow/domain';

/** parkflow's namespace for item ids derived from natural keys (a random v4, fixed for good). */
const NAMESPACE = Buffer.from('5f0c7a52f3b94c1e9d6b2a8e4c1d7f30', 'hex');

/** The namespace, then room for a key's name (at most 3 UTF-8 bytes a UTF-16 unit; a longer name is hashed in two parts). */
const scratch = Buffer.alloc(NAMESPACE.length + 4096);
NAMESPACE.copy(scratch);

const oneShot = (crypto as { hash?: (algorithm: string, data: Buffer, encoding: 'buffer') => Buffer }).hash;

/**
 * The item id of a natural key (RFC 9562 name-based, SHA-1: a v5 UUID): the same kind and key
 * always give the same id, so the event store's stream key makes an imported row land once
 * however often the file is applied, retried or recovered.
 */
export function naturalKeyId(kind: Kind, parts: readonly unknown[]): string {
  const name = JSON.stringify([
    kind,
    ...parts.map((p) =>
      String(p ?? '')
        .trim()
        .toLowerCase(),
    ),
  ]);
  // One-shot hash of namespace + name (crypto.hash, Node ≥ 20.12): the same digest as a Hash
  // object fed both parts, without making one per row. The name is written after the namespace
  // in one buffer kept for the purpose (a validate hashes every row: no two buffers a row).
  const hash =
    oneShot && name.length * 3 <= scratch.length - NAMESPACE.length
      ? oneShot('sha1', scratch.subarray(0, NAMESPACE.length + scratch.write(name, NAMESPACE.length, 'utf8')), 'buffer')
      : createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
