import { Body, Controller, Param, Post } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { CommandExecutor, type CommandResult } from '../../engine/command-executor.js';
import { parseKind } from '../item-view.js';
import { createContextFor } from './create-context.js';
import { parseCreatePayload } from './create-payload.js';

@Controller('items')
export class CreateItemController {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly db: DataSource,
  ) {}

  @Post(':kind')
  async create(@Param('kind') kindParam: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<CommandResult> {
    const kind = parseKind(kindParam);
    const now = new Date();
    const { payload, commandId } = await parseCreatePayload(kind, body, createContextFor(this.db, now, actor));
    return this.executor.execute({ kind, type: 'Create', payload, actor, at: now, commandId });
  }
}
