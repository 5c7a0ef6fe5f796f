import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { type Actor, COMMAND_TYPES, type CommandType, DomainError } from '@parkflow/domain';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { CommandExecutor, type CommandResult } from '../../engine/command-executor.js';
import { parseItemId, parseKind } from '../item-view.js';

interface CommandBody {
  type: CommandType;
  expectedVersion?: number;
  commandId?: string;
  payload: Record<string, unknown>;
}

function parseCommandBody(body: unknown): CommandBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('VALIDATION.INVALID');
  const { type, expectedVersion, commandId, ...payload } = body as Record<string, unknown>;
  if (typeof type !== 'string' || !(COMMAND_TYPES as readonly string[]).includes(type)) {
    throw new DomainError('ENGINE.UNKNOWN_COMMAND');
  }
  if (expectedVersion !== undefined && (!Number.isInteger(expectedVersion) || (expectedVersion as number) < 0)) {
    throw new DomainError('VALIDATION.INVALID');
  }
  if (commandId !== undefined && (typeof commandId !== 'string' || commandId.length === 0 || commandId.length > 200)) {
    throw new DomainError('VALIDATION.INVALID');
  }
  return { type: type as CommandType, expectedVersion: expectedVersion as number | undefined, commandId, payload };
}

@Controller('items')
export class SendCommandController {
  constructor(private readonly executor: CommandExecutor) {}

  @Post(':kind/:id/commands')
  @HttpCode(200)
  async send(
    @Param('kind') kindParam: string,
    @Param('id') idParam: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Omit<CommandResult, 'id'>> {
    const kind = parseKind(kindParam);
    const streamId = parseItemId(idParam);
    const command = parseCommandBody(body);
    const { state, code, version } = await this.executor.execute({ kind, streamId, actor, at: new Date(), ...command });
    return { state, code, version };
  }
}
