import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError, SMS_CODE_LENGTH, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS } from '@parkflow/domain';
import type { Queryable } from '../../../platform/db/sql.js';

const SECRET_NAME = 'sms-code-hmac';

/**
 * The HMAC key of stored codes: SMS_CODE_SECRET, else one generated once and kept in
 * `app_secrets`, so every API node checks the codes any node sent.
 */
export async function loadCodeSecret(db: Queryable, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64'),
  ]);
  const rows: { value: string }[] = await db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
  return Buffer.from(rows[0]!.value, 'base64');
}

/** A checked code, still to be consumed in the transaction that uses it. */
export interface CheckedCode {
  userId: string;
  hash: Buffer;
}

/**
 * One-time SMS codes (LIBRARY-NOTES Identity): 6 digits from crypto.randomInt, one live code per
 * user (a resend replaces it), only an HMAC stored (bound to the user), valid
 * SMS_CODE_TTL_SECONDS, SMS_CODE_MAX_TRIES entries each, compared with timingSafeEqual. Nothing
 * here logs a code. Time comes with each call.
 */
export class SmsCodes {
  constructor(
    private readonly db: Queryable,
    private readonly secret: Buffer,
  ) {}

  /** A fresh code for the user, sent to `mobile`: the caller sends it; only its hash is kept. */
  async issue(userId: string, mobile: string, now: Date): Promise<string> {
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expires = new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000);
    await this.db.query(
      `INSERT INTO sms_codes (user_id, mobile, code_hash, expires_at, tries_left, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET mobile = $2, code_hash = $3, expires_at = $4, tries_left = $5, created_at = $6`,
      [userId, mobile, this.hash(userId, code), expires, SMS_CODE_MAX_TRIES, now],
    );
    return code;
  }

  /**
   * Spends one try, atomically (concurrent guesses cannot exceed the limit), then compares. A
   * wrong code answers AUTH.SMS_CODE_WRONG, and the last wrong try ends the code; no live code
   * (none sent, expired, used up, sent to another phone) answers AUTH.SMS_CODE_EXPIRED. Runs on
   * its own connection: a refused try stays spent whatever the caller rolls back.
   */
  async check(userId: string, mobile: string, code: string, now: Date): Promise<CheckedCode> {
    const rows: { code_hash: Buffer; tries_left: number }[] = await this.db.query(
      // A SELECT around the UPDATE: TypeORM answers a bare UPDATE with [rows, count].
      `WITH spent AS (
         UPDATE sms_codes SET tries_left = tries_left - 1
          WHERE user_id = $1 AND mobile = $2 AND expires_at > $3 AND tries_left > 0
          RETURNING code_hash, tries_left)
       SELECT code_hash, tries_left FROM spent`,
      [userId, mobile, now],
    );
    const row = rows[0];
    if (!row) throw new DomainError('AUTH.SMS_CODE_EXPIRED', undefined, 'verificationCode');
    const given = this.hash(userId, code);
    if (!timingSafeEqual(given, row.code_hash)) {
      if (row.tries_left === 0) await this.db.query('DELETE FROM sms_codes WHERE user_id = $1 AND tries_left = 0', [userId]);
      throw new DomainError('AUTH.SMS_CODE_WRONG', undefined, 'verificationCode');
    }
    return { userId, hash: row.code_hash };
  }

  /**
   * Uses a checked code up, in the caller's transaction: false when another request used it
   * first (or a resend replaced it), so one code changes one password.
   */
  async consume(tx: Queryable, checked: CheckedCode): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      'WITH used AS (DELETE FROM sms_codes WHERE user_id = $1 AND code_hash = $2 RETURNING 1) SELECT 1 FROM used',
      [checked.userId, checked.hash],
    );
    return rows.length > 0;
  }

  private hash(userId: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest();
  }
}
