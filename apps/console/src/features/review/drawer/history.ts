import type { HistoryEntry, ItemChanged } from '../../../shared/api/types';
import { eventLabel } from '../../../shared/ui/MachineDiagram/layout';
import { texts } from '../../../shared/texts';

/** The fact an event records, from its past-tense name (VisitAppointmentRejected → rejected). */
export type Fact = 'submitted' | 'approved' | 'rejected' | 'replied' | 'other';

export function factOf(type: string): Fact {
  if (type.endsWith('Submitted') || type.endsWith('Created')) return 'submitted';
  if (type.endsWith('Approved')) return 'approved';
  if (type.endsWith('Rejected')) return 'rejected';
  if (type.endsWith('Replied')) return 'replied';
  return 'other';
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What a history entry says in zh-CN: 提交申请 / 审核通过 / 驳回（原因） / 回复. */
export function historyTitle(entry: HistoryEntry): string {
  const fact = factOf(entry.type);
  switch (fact) {
    case 'submitted':
      return texts.drawer.submitted;
    case 'approved':
      return texts.drawer.approved;
    case 'rejected': {
      const reason = textOf(entry.data.reason);
      return reason ? texts.drawer.rejectedWith(reason) : texts.drawer.rejected;
    }
    case 'replied':
      return texts.drawer.replied;
    case 'other':
      return eventLabel(entry.type);
    default: {
      const never: never = fact;
      return never;
    }
  }
}

/** The reply text of a SuggestionReplied entry (shown under its title). */
export const historyReply = (entry: HistoryEntry): string | null =>
  factOf(entry.type) === 'replied' ? textOf(entry.data.reply) : null;

/**
 * The notice for an item someone else decided: 「王审核」已审核通过该记录. Null for events that
 * decide nothing (a submission).
 */
export function decisionNotice(event: Pick<ItemChanged, 'type'> & { actor?: { realname: string } | null }): string | null {
  const fact = factOf(event.type);
  const verbs = texts.queue.decidedVerbs;
  const verb =
    fact === 'approved' ? verbs.Approved : fact === 'rejected' ? verbs.Rejected : fact === 'replied' ? verbs.Replied : null;
  return verb ? texts.queue.decided(event.actor?.realname ?? texts.queue.someone, verb) : null;
}
