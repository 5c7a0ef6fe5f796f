import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Actor, BULK_COMMAND_MAX, BULK_COMMAND_TYPES, type CommandType, DomainError } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { parseKind } from '../item-view.js';
import { BulkItemCommand, type BulkResult } from './bulk-command.command.js';

interface BulkBody {
  type: CommandType;
  ids: string[];
  payload: Record<string, unknown>;
}

function parseBulkBody(body: unknown): BulkBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('VALIDATION.INVALID');
  // Versions and idempotency keys are per item: a bulk command decides on each item as it is now.
  const { type, ids, expectedVersion: _v, commandId: _c, ...payload } = body as Record<string, unknown>;
  if (typeof type !== 'string' || !(BULK_COMMAND_TYPES as readonly string[]).includes(type)) {
    throw new DomainError('BULK.UNSUPPORTED', undefined, 'type');
  }
  if (!Array.isArray(ids) || ids.length === 0) throw new DomainError('BULK.EMPTY', undefined, 'ids');
  if (ids.length > BULK_COMMAND_MAX) throw new DomainError('BULK.TOO_MANY', { max: BULK_COMMAND_MAX }, 'ids');
  if (!ids.every((id): id is string => typeof id === 'string')) throw new DomainError('VALIDATION.INVALID', undefined, 'ids');
  if (new Set(ids).size !== ids.length) throw new DomainError('BULK.DUPLICATE_IDS', undefined, 'ids');
  return { type: type as CommandType, ids, payload };
}

/** POST /api/items/:kind/commands {type, ids, ...payload} → one result per id (ARCHITECTURE.md). */
@Controller('items')
export class BulkCommandController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':kind/commands')
  @HttpCode(200)
  async send(
    @Param('kind') kindParam: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<{ results: BulkResult[] }> {
    const kind = parseKind(kindParam);
    const { type, ids, payload } = parseBulkBody(body);
    const results = await this.commandBus.execute(new BulkItemCommand(kind, ids, type, payload, actor, new Date()));
    return { results };
  }
}
