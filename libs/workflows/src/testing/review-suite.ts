/* Test-only: the rules every simple review kind shares, stated once (excluded from the build). */
import type { Role } from '@parkflow/domain';
import type { Workflow } from '../workflow.js';
import { ACTORS, at, by, event, longText, specification } from './fixtures.js';

/** What a kind's spec file states literally, as its seed has it. */
export interface ReviewSuiteSpec {
  names: { created: string; approved: string; rejected: string };
  codeField: 'audit_state' | 'isCheck';
  reasonField: 'audit_opinion' | 'rejectionReasons';
  timeField: 'audit_time' | 'checkTime';
  labels: { pending: string; approved: string; rejected: string };
  reasonRequired: boolean;
  reviewers: Role[];
  /** The item's fields as an enterprise user would send them. */
  fields: Record<string, unknown>;
}

const REVIEWER_POOL = [ACTORS.admin, ACTORS.reviewer, ACTORS.operator];

/**
 * new → Submitted → pending (0) → Approved → approved (1) | Rejected → rejected (−1).
 * Given past events, when a command, then events or the refusal: one describe per state, one it
 * per rule, the forbidden moves included.
 */
export function reviewSuite(workflow: Workflow, spec: ReviewSuiteSpec): void {
  const { given } = specification(workflow);
  const reviewers = REVIEWER_POOL.filter((a) => a.roles.some((r) => spec.reviewers.includes(r)));
  const nonReviewers = REVIEWER_POOL.filter((a) => !reviewers.includes(a));
  const reviewer = reviewers[0]!;

  const submitted = event(spec.names.created, { by: by(ACTORS.applicant), at: at(0), companyId: 'c1', fields: spec.fields });
  const approved = event(spec.names.approved, { by: by(reviewer), at: at(1) });
  const rejected = event(spec.names.rejected, { by: by(reviewer), at: at(1), reason: '不符合条件' });

  describe(`${workflow.kind}: state new`, () => {
    it(`given nothing, when an enterprise user creates it, then ${spec.names.created} carries the fields, its company and the time`, () => {
      given([]).when('Create', ACTORS.applicant, spec.fields).then([submitted]);
    });

    it('given nothing, when platform staff create it for a company, then the item belongs to that company', () => {
      const item = given([])
        .when('Create', ACTORS.admin, { ...spec.fields, companyId: 'c9' })
        .then([event(spec.names.created, { by: by(ACTORS.admin), at: at(0), companyId: 'c9', fields: spec.fields })]);
      expect(workflow.companyId(item.snapshot)).toBe('c9');
    });

    it('given nothing, when an enterprise user names another company, then NOT_YOUR_COMPANY', () => {
      given([])
        .when('Create', ACTORS.applicant, { ...spec.fields, companyId: 'c2' })
        .thenRefuses('REVIEW.NOT_YOUR_COMPANY', 'companyId');
    });

    it('given nothing, when a credit institution creates it, then ROLE_FORBIDDEN', () => {
      given([]).when('Create', ACTORS.bankA, spec.fields).thenRefuses('REVIEW.ROLE_FORBIDDEN');
    });

    it('given nothing, when a reviewer approves, then NOT_ALLOWED', () => {
      given([]).when('Approve', reviewer).thenRefuses('REVIEW.NOT_ALLOWED');
    });

    it('given nothing, then nobody may do anything', () => {
      for (const who of Object.values(ACTORS)) expect([who.userId, given([]).allowed(who)]).toEqual([who.userId, []]);
    });
  });

  describe(`${workflow.kind}: state pending (${spec.codeField} 0)`, () => {
    const pending = () => given([submitted]);

    it(`given a submitted item, then it is ${spec.codeField} 0 (${spec.labels.pending}) with its fields, company and time`, () => {
      const item = pending();
      expect([item.code, item.label]).toEqual([0, spec.labels.pending]);
      expect(workflow.companyId(item.snapshot)).toBe('c1');
      expect(item.view).toMatchObject({ ...spec.fields, companyId: 'c1', [spec.codeField]: 0, [spec.reasonField]: null });
    });

    for (const who of reviewers) {
      it(`given a pending item, when ${who.roles[0]} approves, then ${spec.names.approved} records who and when, code 1`, () => {
        const item = pending()
          .when('Approve', who)
          .then([event(spec.names.approved, { by: by(who), at: at(1) })]);
        expect([item.code, item.label]).toEqual([1, spec.labels.approved]);
        expect(item.view).toMatchObject({ [spec.codeField]: 1, [spec.timeField]: at(1), reviewer: { userId: who.userId } });
      });
    }

    for (const who of nonReviewers) {
      it(`given a pending item, when ${who.roles[0]} approves, then ROLE_FORBIDDEN`, () => {
        pending().when('Approve', who).thenRefuses('REVIEW.ROLE_FORBIDDEN');
      });
    }

    it('given a pending item, when rejected with a padded reason, then the reason is stored trimmed, code -1', () => {
      const item = pending()
        .when('Reject', reviewer, { reason: '  材料不全  ' })
        .then([event(spec.names.rejected, { by: by(reviewer), at: at(1), reason: '材料不全' })]);
      expect([item.code, item.label]).toEqual([-1, spec.labels.rejected]);
      expect(item.view).toMatchObject({ [spec.codeField]: -1, [spec.reasonField]: '材料不全' });
    });

    if (spec.reasonRequired) {
      it('given a pending item, when rejected without a reason, then REASON_REQUIRED', () => {
        pending().when('Reject', reviewer, {}).thenRefuses('REVIEW.REASON_REQUIRED', 'reason');
      });

      it('given a pending item, when rejected with a blank reason, then REASON_REQUIRED', () => {
        pending().when('Reject', reviewer, { reason: '   ' }).thenRefuses('REVIEW.REASON_REQUIRED', 'reason');
      });
    } else {
      it('given a pending item, when rejected without a reason, then it is rejected with no reason', () => {
        const item = pending()
          .when('Reject', reviewer, {})
          .then([event(spec.names.rejected, { by: by(reviewer), at: at(1), reason: null })]);
        expect(item.view[spec.reasonField]).toBeNull();
      });
    }

    it('given a pending item, when rejected with a reason over 160 characters, then REASON_TOO_LONG', () => {
      pending()
        .when('Reject', reviewer, { reason: longText(161) })
        .thenRefuses('REVIEW.REASON_TOO_LONG', 'reason');
    });

    it('given a pending item, when rejected with exactly 160 characters, then it is rejected', () => {
      pending()
        .when('Reject', reviewer, { reason: longText(160) })
        .then([event(spec.names.rejected, { by: by(reviewer), at: at(1), reason: longText(160) })]);
    });

    it('given a pending item, when an enterprise user of its own company approves, then ROLE_FORBIDDEN', () => {
      pending().when('Approve', ACTORS.colleague).thenRefuses('REVIEW.ROLE_FORBIDDEN');
    });

    it("given a pending item, when an enterprise user acts on another company's item, then NOT_YOUR_COMPANY", () => {
      pending().when('Reject', ACTORS.outsider, { reason: 'x' }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
    });

    it('given a pending item, when a credit institution approves, then ROLE_FORBIDDEN', () => {
      pending().when('Approve', ACTORS.bankA).thenRefuses('REVIEW.ROLE_FORBIDDEN');
    });

    it('given a pending item, when a supplement is asked for or sent, then the kind does not know the command', () => {
      pending().when('SubmitSupplement', ACTORS.applicant, { changes: {} }).thenRefuses('ENGINE.UNKNOWN_COMMAND');
      pending().when('RequestSupplement', reviewer, { reason: 'x' }).thenRefuses('ENGINE.UNKNOWN_COMMAND');
    });

    it('given a pending item, when it is created again, then NOT_ALLOWED', () => {
      pending().when('Create', ACTORS.applicant, spec.fields).thenRefuses('REVIEW.NOT_ALLOWED');
    });

    it('given a pending item, then its reviewers may Approve and Reject, everybody else nothing', () => {
      for (const who of Object.values(ACTORS)) {
        const expected = reviewers.includes(who as (typeof reviewers)[number]) ? ['Approve', 'Reject'] : [];
        expect([who.userId, pending().allowed(who)]).toEqual([who.userId, expected]);
      }
    });
  });

  for (const [state, code, decision] of [
    ['approved', 1, approved],
    ['rejected', -1, rejected],
  ] as const) {
    describe(`${workflow.kind}: state ${state} (${spec.codeField} ${code})`, () => {
      const decided = () => given([submitted, decision]);

      it(`given a ${state} item, then it is ${spec.codeField} ${code}`, () => {
        expect([decided().code, decided().label]).toEqual([code, spec.labels[state]]);
      });

      it(`given a ${state} item, when a reviewer approves again, then ALREADY_DECIDED`, () => {
        decided().when('Approve', reviewer).thenRefuses('REVIEW.ALREADY_DECIDED');
      });

      it(`given a ${state} item, when a reviewer rejects again, then ALREADY_DECIDED`, () => {
        decided().when('Reject', reviewer, { reason: '再次驳回' }).thenRefuses('REVIEW.ALREADY_DECIDED');
      });

      it(`given a ${state} item, when someone without the role approves, then the role is refused first (ROLE_FORBIDDEN)`, () => {
        decided().when('Approve', ACTORS.bankA).thenRefuses('REVIEW.ROLE_FORBIDDEN');
      });

      it(`given a ${state} item, then nobody may do anything`, () => {
        for (const who of Object.values(ACTORS)) expect([who.userId, decided().allowed(who)]).toEqual([who.userId, []]);
      });
    });
  }

  describe(`${workflow.kind}: describe()`, () => {
    it('lists the states with the seed codes and zh-CN labels, and the transitions', () => {
      const d = workflow.describe();
      expect(d.kind).toBe(workflow.kind);
      expect(d.initial).toBe('new');
      expect(d.states.map((s) => [s.name, s.code, s.label, s.final])).toEqual([
        ['new', null, '新建', false],
        ['pending', 0, spec.labels.pending, false],
        ['approved', 1, spec.labels.approved, true],
        ['rejected', -1, spec.labels.rejected, true],
      ]);
      expect(d.transitions).toEqual([
        { from: 'new', event: spec.names.created, to: 'pending' },
        { from: 'pending', event: spec.names.approved, to: 'approved' },
        { from: 'pending', event: spec.names.rejected, to: 'rejected' },
      ]);
      expect(d.events).toEqual([spec.names.created, spec.names.approved, spec.names.rejected]);
    });
  });
}
