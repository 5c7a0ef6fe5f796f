import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { type Actor, COMMAND_TYPES, type CommandType, commandIdOf, DomainError, expectedVersionOf } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandResult } from '../../../platform/event-store/command-executor.js';
import { SendItemCommand } from './send-item-command.command.js';
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
  return {
    type: type as CommandType,
    expectedVersion: expectedVersionOf(expectedVersion),
    commandId: commandIdOf(commandId),
    payload,
  };
}

@Controller('items')
export class SendCommandController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':kind/:id/commands')
  @HttpCode(200)
  send(
    @Param('kind') kindParam: string,
    @Param('id') idParam: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Omit<CommandResult, 'id'>> {
    const { type, payload, expectedVersion, commandId } = parseCommandBody(body);
    return this.commandBus.execute(
      new SendItemCommand(
        parseKind(kindParam),
        parseItemId(idParam),
        type,
        payload,
        actor,
        new Date(),
        expectedVersion,
        commandId,
      ),
    );
  }
}
