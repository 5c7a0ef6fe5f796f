import { Injectable } from '@nestjs/common';
import { type CommandType, type Kind, loanOrderNumber } from '@parkflow/domain';
import type { Command } from '@parkflow/workflows';
import { DataSource } from 'typeorm';
import { CommandIssuer } from '../../platform/event-store/command-issuer.js';

/**
 * A loan gets its human-readable order number (seed 002 §3 orderNumber) when it is submitted:
 * drafts have none. The number comes from a PostgreSQL sequence, so two submissions on two
 * nodes never share one; a retried or refused submission leaves a gap, which is harmless.
 */
@Injectable()
export class LoanOrderNumbers extends CommandIssuer {
  constructor(private readonly db: DataSource) {
    super();
  }

  async issue(kind: Kind, type: CommandType | 'Create', at: Date): Promise<Command['issued']> {
    if (kind !== 'loan' || type !== 'Submit') return undefined;
    const rows: { n: string }[] = await this.db.query(`SELECT nextval('loan_order_number_seq')::text AS n`);
    return { orderNumber: loanOrderNumber(at, Number(rows[0]!.n)) };
  }
}
