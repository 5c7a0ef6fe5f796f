import { ALL_ROLES, parseOrThrow, suggestionReplySchema } from '@parkflow/domain';
import { REVIEWER_ROLES, byOf, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { SuggestionEvent } from './suggestion.events.js';
import { type SuggestionSnapshot, suggestionMachine } from './suggestion.machine.js';

const basics = machineBasics('suggestion', suggestionMachine);
const typed = (snapshot: ItemSnapshot) => snapshot as SuggestionSnapshot;

/** Reply: platform admins and reviewers, while the machine takes a reply (submitted, not yet replied). */
const POLICY: Policy<SuggestionSnapshot, 'Reply'> = {
  Reply: always({
    who: (actor, snapshot) => roleDenial(actor, REVIEWER_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'SuggestionReplied' }],
    closed: (_, snapshot) => (snapshot.status === 'done' ? 'SUGGESTION.ALREADY_REPLIED' : 'REVIEW.NOT_ALLOWED'),
  }),
};

function decide(command: Command, snapshot: ItemSnapshot): SuggestionEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (!takes(typed(snapshot), 'SuggestionSubmitted')) fail('REVIEW.NOT_ALLOWED');
      // Anyone may file a suggestion or complaint.
      const companyId = creatorCompany(actor, payload, { creators: ALL_ROLES, companyRequired: false });
      const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
      return [accepted(snapshot, { type: 'SuggestionSubmitted', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Reply': {
      gate(POLICY, command.type, typed(snapshot), actor);
      // Seed 002 §5: required (内容不能为空), at most 200 characters; the reply dialog's rule.
      const { reply } = parseOrThrow(suggestionReplySchema, payload);
      return [accepted(snapshot, { type: 'SuggestionReplied', data: { by, at, reply } }, 'SUGGESTION.ALREADY_REPLIED')];
    }
    case 'Submit':
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement':
    case 'SubmitSupplement':
    case 'Edit':
    case 'Push':
    case 'Delete':
    case 'SetAvailability':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

export const suggestionWorkflow: Workflow = {
  ...basics,
  commands: commandsOf(POLICY),
  decide,
  allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
  companyId: (snapshot) => typed(snapshot).context.companyId,
  view(snapshot) {
    const ctx = typed(snapshot).context;
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
