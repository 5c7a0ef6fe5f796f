import { Body, Controller, Param, Post } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { signUp } from './sign-up.js';

/** Sign up for an approved activity (seed 002 §2 sign-up records). */
@Controller('items')
export class SignUpController {
  constructor(private readonly db: DataSource) {}

  @Post('activity/:id/signups')
  create(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor) {
    return signUp(this.db, { activityId: id, body, actor, now: new Date() });
  }
}
