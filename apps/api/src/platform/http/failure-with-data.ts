import type { MessageCode } from '@parkflow/domain';

/**
 * A refusal whose answer still carries data: `{ rsCode, rsCause, data }` with the code's status
 * (health: 503 with which dependency is down). The exception filter renders it.
 */
export class FailureWithData extends Error {
  constructor(
    readonly code: MessageCode,
    readonly data: unknown,
  ) {
    super(code);
    this.name = 'FailureWithData';
  }
}
