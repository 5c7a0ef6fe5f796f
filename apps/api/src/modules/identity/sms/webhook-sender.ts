import { DomainError } from '@parkflow/domain';
import type { SmsSender } from './sms-sender.js';

const TIMEOUT_MS = 10_000;

/**
 * SMS_PROVIDER=webhook: POSTs `{ mobile, text }` as JSON to SMS_WEBHOOK_URL, the park's SMS
 * gateway. Anything but a 2xx answer is AUTH.SMS_UNAVAILABLE (503); the text is never logged.
 */
export class WebhookSmsSender implements SmsSender {
  constructor(private readonly url: string) {}

  async send(mobile: string, text: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!res?.ok) throw new DomainError('AUTH.SMS_UNAVAILABLE');
  }
}
