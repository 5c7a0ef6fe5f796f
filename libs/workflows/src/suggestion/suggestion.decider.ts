import { parseOrThrow, suggestionReplySchema } from '@parkflow/domain';
import { byOf, mayByRole } from '../core/actors.js';
import { type KindCommand, defineWorkflow } from '../core/define-workflow.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { creatorCompany, fieldsOf } from '../core/payload.js';
import { type Policy, always } from '../core/policy.js';
import { createdView } from '../core/record.js';
import type { Workflow } from '../workflow.js';
import type { SuggestionEvent } from './suggestion.events.js';
import { type SuggestionSnapshot, suggestionMachine } from './suggestion.machine.js';

const companyOf = (snapshot: SuggestionSnapshot) => snapshot.context.companyId;

/** Reply: the role policy's (the park's operations), while the machine takes a reply (submitted, not yet replied). */
const POLICY: Policy<SuggestionSnapshot, 'Reply'> = {
  Reply: always({
    who: mayByRole('suggestion', 'Reply', companyOf),
    events: () => [{ type: 'SuggestionReplied' }],
    closed: (_, snapshot) => (snapshot.status === 'done' ? 'SUGGESTION.ALREADY_REPLIED' : 'REVIEW.NOT_ALLOWED'),
  }),
};

function decide(command: KindCommand<'Reply'>, snapshot: SuggestionSnapshot): SuggestionEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      if (!takes(snapshot, 'SuggestionSubmitted')) fail('REVIEW.NOT_ALLOWED');
      // Anyone may file a suggestion or complaint (the role policy).
      const companyId = creatorCompany(actor, payload, 'suggestion');
      const data = { by, at, companyId, fields: fieldsOf(payload, ['companyId']) };
      return [accepted(snapshot, { type: 'SuggestionSubmitted', data }, 'REVIEW.NOT_ALLOWED')];
    }
    case 'Reply': {
      // Seed 002 §5: required (内容不能为空), at most 200 characters; the reply dialog's rule.
      const { reply } = parseOrThrow(suggestionReplySchema, payload);
      return [accepted(snapshot, { type: 'SuggestionReplied', data: { by, at, reply } }, 'SUGGESTION.ALREADY_REPLIED')];
    }
    default:
      return unreachable(command.type);
  }
}

export const suggestionWorkflow: Workflow = defineWorkflow({
  basics: machineBasics('suggestion', suggestionMachine),
  policy: POLICY,
  decide,
  companyId: companyOf,
  view(snapshot) {
    const ctx = snapshot.context;
    return {
      ...ctx.fields,
      companyId: ctx.companyId,
      ...createdView(ctx),
      reply: ctx.reply?.text ?? null,
      replyTime: ctx.reply?.at ?? null,
      replyBy: ctx.reply?.by ?? null,
    };
  },
});
