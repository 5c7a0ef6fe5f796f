import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import type { CommandResult } from '../../../platform/event-store/command-executor.js';
import { parseKind } from '../item-view.js';
import { CreateItem } from './create-item.command.js';

@Controller('items')
export class CreateItemController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':kind')
  create(@Param('kind') kindParam: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<CommandResult> {
    return this.commandBus.execute(new CreateItem(parseKind(kindParam), body, actor, new Date()));
  }
}
