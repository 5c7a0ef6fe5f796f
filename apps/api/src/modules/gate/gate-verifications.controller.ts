import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  type Actor,
  commandIdOf,
  DomainError,
  expectedVersionOf,
  verificationFormTypeSchema,
  parseOrThrow,
} from '@parkflow/domain';
import { CurrentActor } from '../../platform/auth/auth.decorators.js';
import { CommandExecutor, type CommandResult } from '../../platform/event-store/command-executor.js';
import { SuccessCause } from '../../platform/http/success-cause.js';
import { parseItemId } from '../items/item-view.js';

const asObject = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('VALIDATION.INVALID');
  return body as Record<string, unknown>;
};

/** The verification a device reports: the gate (area, fenceName) and the scene images it uploaded. */
const verificationOf = ({ area, fenceName, verifyImg }: Record<string, unknown>) => ({ area, fenceName, verifyImg });

/**
 * The gate devices' API (seed 001 §2.4; docs/decisions/0019). A device signs in with a gate guard's
 * account (POST /api/auth/login; a frozen guard cannot), uploads its scene images
 * (POST /api/files, purpose image) and reports:
 *
 *   POST /api/gate/verifications { formType, companyName, area, fenceName, verifyImg, ...the form's fields, commandId? }
 *     the entry of a wf / wh / wht record (its exit, for cmt: items carried out are verified at the exit only)
 *   POST /api/gate/verifications/:id/exit { area, fenceName, verifyImg, expectedVersion?, commandId? }
 *     the exit of a record that entered
 *
 * Both go through the one command path (the verification workflow: only a guard verifies; who
 * and when are the guard's account and now), so the record reaches the operators' lists live.
 */
@Controller('gate/verifications')
export class GateVerificationsController {
  constructor(private readonly executor: CommandExecutor) {}

  @Post()
  @HttpCode(200)
  @SuccessCause('SUCCESS.SUBMITTED')
  record(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<CommandResult> {
    const { formType, commandId, area, fenceName, verifyImg, ...fields } = asObject(body);
    return this.executor.execute({
      kind: 'verification',
      type: 'Create',
      payload: {
        formType: parseOrThrow(verificationFormTypeSchema, formType),
        fields: { ...fields, area },
        verification: verificationOf({ area, fenceName, verifyImg }),
      },
      actor,
      at: new Date(),
      commandId: commandIdOf(commandId),
      request: body,
    });
  }

  @Post(':id/exit')
  @HttpCode(200)
  @SuccessCause('SUCCESS.SUBMITTED')
  exit(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<CommandResult> {
    const given = asObject(body);
    const expectedVersion = expectedVersionOf(given.expectedVersion);
    return this.executor.execute({
      kind: 'verification',
      streamId: parseItemId(id),
      type: 'Submit',
      payload: { verification: verificationOf(given) },
      actor,
      at: new Date(),
      expectedVersion,
      commandId: commandIdOf(given.commandId),
      request: body,
    });
  }
}
