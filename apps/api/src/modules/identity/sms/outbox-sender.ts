import type { Queryable } from '../../../platform/db/sql.js';
import type { SmsSender } from './sms-sender.js';

export interface OutboxMessage {
  id: string;
  mobile: string;
  text: string;
  createdAt: string;
}

/** How many messages GET /api/sms/outbox answers, newest first. */
export const OUTBOX_PAGE = 50;

/**
 * SMS_PROVIDER=outbox (development, the `npm start` default): nothing leaves the machine; each
 * message is kept in `sms_outbox` for a platform admin to read at GET /api/sms/outbox.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Queryable) {}

  async send(mobile: string, text: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO sms_outbox (mobile, text, created_at) VALUES ($1, $2, $3)', [mobile, text, now]);
  }

  /** The newest messages, optionally to one phone. */
  async list(mobile: string | null): Promise<OutboxMessage[]> {
    const rows: { id: string; mobile: string; text: string; created_at: Date }[] = await this.db.query(
      `SELECT id::text, mobile, text, created_at FROM sms_outbox
        WHERE $1::text IS NULL OR mobile = $1 ORDER BY id DESC LIMIT ${OUTBOX_PAGE}`,
      [mobile],
    );
    return rows.map((r) => ({ id: r.id, mobile: r.mobile, text: r.text, createdAt: r.created_at.toISOString() }));
  }
}
