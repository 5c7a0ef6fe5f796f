import { DomainError } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import { WINDOW_MS } from './envelope-codec.js';

/**
 * How long a used nonce is remembered: a request stamped t is accepted from t - WINDOW_MS to
 * t + WINDOW_MS by the server's clock, so a nonce first seen at the start of that span must be
 * remembered for two windows to refuse every replay of it.
 */
export const NONCE_TTL_MS = 2 * WINDOW_MS;

/** Used nonces in Redis (SET NX with a TTL), shared by every API node. */
export class NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Records a nonce; ENVELOPE.REPLAYED if it was already used, ENVELOPE.UNAVAILABLE (fail
   * closed) if Redis cannot say. */
  async claim(nonce: string): Promise<void> {
    let answer: string | null;
    try {
      answer = await this.redis.set(`${this.prefix}legacy-envelope:nonce:${nonce}`, '1', 'PX', NONCE_TTL_MS, 'NX');
    } catch {
      throw new DomainError('ENVELOPE.UNAVAILABLE');
    }
    if (answer !== 'OK') throw new DomainError('ENVELOPE.REPLAYED');
  }
}
