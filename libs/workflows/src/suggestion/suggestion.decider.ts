import { ALL_ROLES, type Actor, type CommandType, type MessageCode, parseOrThrow, suggestionReplySchema } from '@parkflow/domain';
import { REVIEWER_ROLES, byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { SuggestionEvent } from './suggestion.events.js';
import { type SuggestionContext, suggestionMachine } from './suggestion.machine.js';

const COMMANDS = ['Reply'] as const satisfies readonly CommandType[];

const basics = machineBasics('suggestion', suggestionMachine);
const contextOf = (snapshot: ItemSnapshot) => snapshot.context as SuggestionContext;

/** Why this actor may not reply now (null: it may). */
function replyDenial(snapshot: ItemSnapshot, actor: Actor): MessageCode | null {
  const role = roleDenial(actor, REVIEWER_ROLES, contextOf(snapshot).companyId);
  if (role) return role;
  switch (basics.stateName(snapshot)) {
    case 'submitted':
      return null;
    case 'replied':
      return 'SUGGESTION.ALREADY_REPLIED';
    default:
      return 'REVIEW.NOT_ALLOWED';
  }
}

function decide(command: Command, snapshot: ItemSnapshot): SuggestionEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (basics.stateName(snapshot) !== 'new') fail('REVIEW.NOT_ALLOWED');
      // Anyone may file a suggestion or complaint.
      const companyId = creatorCompany(actor, payload, { creators: ALL_ROLES, companyRequired: false });
      const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
      return [accepted(snapshot, { type: 'SuggestionSubmitted', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Reply': {
      const denied = replyDenial(snapshot, actor);
      if (denied) fail(denied);
      // Seed 002 §5: required (内容不能为空), at most 200 characters; the reply dialog's rule.
      const { reply } = parseOrThrow(suggestionReplySchema, payload);
      return [accepted(snapshot, { type: 'SuggestionReplied', data: { by, at, reply } }, 'SUGGESTION.ALREADY_REPLIED')];
    }
    case 'Submit':
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement':
    case 'SubmitSupplement':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

export const suggestionWorkflow: Workflow = {
  ...basics,
  commands: COMMANDS,
  decide,
  allowed: (snapshot, actor) => (replyDenial(snapshot, actor) === null ? [...COMMANDS] : []),
  companyId: (snapshot) => contextOf(snapshot).companyId,
  view(snapshot) {
    const ctx = contextOf(snapshot);
    return {
      ...ctx.fields,
      companyId: ctx.companyId,
      createTime: ctx.createTime,
      createBy: ctx.createBy?.userId ?? null,
      createByName: ctx.createBy?.realname ?? null,
      reply: ctx.reply?.text ?? null,
      replyTime: ctx.reply?.at ?? null,
      replyBy: ctx.reply?.by ?? null,
    };
  },
};
