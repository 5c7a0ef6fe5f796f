/* Test-only: the rules every simple review kind shares, stated once (excluded from the build). */
import type { Role } from '@parkflow/domain';
import type { Workflow } from '../workflow.js';
import { ACTORS, type Step, at, given, longText, refusal } from './fixtures.js';

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

export function reviewSuite(workflow: Workflow, spec: ReviewSuiteSpec): void {
  const created: Step = ['Create', ACTORS.applicant, spec.fields];
  const reviewers = REVIEWER_POOL.filter((a) => a.roles.some((r) => spec.reviewers.includes(r)));
  const nonReviewers = REVIEWER_POOL.filter((a) => !reviewers.includes(a));
  const reviewer = reviewers[0]!;
  const pending = () => given(workflow, created);

  describe(`${workflow.kind}: state new`, () => {
    it(`given nothing, when an enterprise user creates it, then ${spec.names.created} carries the fields, the company and createTime`, () => {
      const story = given(workflow);
      const [event] = story.when('Create', ACTORS.applicant, spec.fields);
      expect(event).toEqual({
        type: spec.names.created,
        data: { by: { userId: 'applicant', realname: 'applicant-name' }, at: at(0), companyId: 'c1', fields: spec.fields },
      });
      expect(story.code).toBe(0);
      expect(workflow.companyId(story.snapshot)).toBe('c1');
      expect(story.view).toMatchObject({ ...spec.fields, companyId: 'c1', [spec.codeField]: 0 });
    });

    it('given nothing, when platform staff create it for a company, then the item belongs to that company', () => {
      const story = given(workflow, ['Create', ACTORS.admin, { ...spec.fields, companyId: 'c9' }]);
      expect(workflow.companyId(story.snapshot)).toBe('c9');
    });

    it('given nothing, when an enterprise user names another company, then it is refused (NOT_YOUR_COMPANY)', () => {
      expect(refusal(() => given(workflow).attempt('Create', ACTORS.applicant, { ...spec.fields, companyId: 'c2' }))).toBe(
        'REVIEW.NOT_YOUR_COMPANY',
      );
    });

    it('given nothing, when a credit institution creates it, then it is refused (ROLE_FORBIDDEN)', () => {
      expect(refusal(() => given(workflow).attempt('Create', ACTORS.bankA, spec.fields))).toBe('REVIEW.ROLE_FORBIDDEN');
    });

    it('given nothing, when a reviewer approves, then it is refused (NOT_ALLOWED)', () => {
      expect(refusal(() => given(workflow).attempt('Approve', reviewer))).toBe('REVIEW.NOT_ALLOWED');
    });
  });

  describe(`${workflow.kind}: state pending (${spec.codeField} 0)`, () => {
    for (const who of reviewers) {
      it(`given a pending item, when ${who.roles[0]} approves, then ${spec.names.approved} records who and when, code 1`, () => {
        const story = pending();
        const [event] = story.when('Approve', who);
        expect(event).toEqual({ type: spec.names.approved, data: { by: { userId: who.userId, realname: who.realname }, at: at(1) } });
        expect(story.code).toBe(1);
        expect(story.view).toMatchObject({ [spec.codeField]: 1, [spec.timeField]: at(1), reviewer: { userId: who.userId } });
        expect(workflow.label?.(story.snapshot)).toBe(spec.labels.approved);
      });
    }

    for (const who of nonReviewers) {
      it(`given a pending item, when ${who.roles[0]} approves, then it is refused (ROLE_FORBIDDEN)`, () => {
        expect(refusal(() => pending().attempt('Approve', who))).toBe('REVIEW.ROLE_FORBIDDEN');
      });
    }

    it('given a pending item, when rejected with a padded reason, then the reason is stored trimmed, code -1', () => {
      const story = pending();
      const [event] = story.when('Reject', reviewer, { reason: '  材料不全  ' });
      expect(event?.type).toBe(spec.names.rejected);
      expect(event?.data).toMatchObject({ reason: '材料不全', at: at(1) });
      expect(story.code).toBe(-1);
      expect(story.view).toMatchObject({ [spec.codeField]: -1, [spec.reasonField]: '材料不全' });
    });

    if (spec.reasonRequired) {
      it('given a pending item, when rejected without a reason, then it is refused (REASON_REQUIRED)', () => {
        expect(refusal(() => pending().attempt('Reject', reviewer, {}))).toBe('REVIEW.REASON_REQUIRED');
      });
      it('given a pending item, when rejected with a blank reason, then it is refused (REASON_REQUIRED)', () => {
        expect(refusal(() => pending().attempt('Reject', reviewer, { reason: '   ' }))).toBe('REVIEW.REASON_REQUIRED');
      });
    } else {
      it('given a pending item, when rejected without a reason, then it is rejected with no reason', () => {
        const story = pending();
        story.when('Reject', reviewer, {});
        expect(story.code).toBe(-1);
        expect(story.view[spec.reasonField]).toBeNull();
      });
    }

    it('given a pending item, when rejected with a reason over 160 characters, then it is refused (REASON_TOO_LONG)', () => {
      expect(refusal(() => pending().attempt('Reject', reviewer, { reason: longText(161) }))).toBe('REVIEW.REASON_TOO_LONG');
    });

    it('given a pending item, when rejected with exactly 160 characters, then it is rejected', () => {
      const story = pending();
      story.when('Reject', reviewer, { reason: longText(160) });
      expect(story.code).toBe(-1);
    });

    it('given a pending item, when an enterprise user of its own company approves, then it is refused (ROLE_FORBIDDEN)', () => {
      expect(refusal(() => pending().attempt('Approve', ACTORS.colleague))).toBe('REVIEW.ROLE_FORBIDDEN');
    });

    it("given a pending item, when an enterprise user acts on another company's item, then it is refused (NOT_YOUR_COMPANY)", () => {
      expect(refusal(() => pending().attempt('Reject', ACTORS.outsider, { reason: 'x' }))).toBe('REVIEW.NOT_YOUR_COMPANY');
    });

    it('given a pending item, when a credit institution approves, then it is refused (ROLE_FORBIDDEN)', () => {
      expect(refusal(() => pending().attempt('Approve', ACTORS.bankA))).toBe('REVIEW.ROLE_FORBIDDEN');
    });

    it('given a pending item, when a supplement is submitted although none was requested, then the kind does not know it', () => {
      expect(refusal(() => pending().attempt('SubmitSupplement', ACTORS.applicant, { changes: {} }))).toBe(
        'ENGINE.UNKNOWN_COMMAND',
      );
      expect(refusal(() => pending().attempt('RequestSupplement', reviewer, { reason: 'x' }))).toBe('ENGINE.UNKNOWN_COMMAND');
    });

    it('given a pending item, when it is created again, then it is refused (NOT_ALLOWED)', () => {
      expect(refusal(() => pending().attempt('Create', ACTORS.applicant, spec.fields))).toBe('REVIEW.NOT_ALLOWED');
    });

    it('given a pending item, then reviewers may Approve and Reject, the applicant nothing', () => {
      expect(pending().allowed(reviewer)).toEqual(['Approve', 'Reject']);
      expect(pending().allowed(ACTORS.applicant)).toEqual([]);
    });
  });

  for (const [state, code, step] of [
    ['approved', 1, ['Approve', reviewer, {}]],
    ['rejected', -1, ['Reject', reviewer, { reason: '不符合条件' }]],
  ] as const) {
    describe(`${workflow.kind}: state ${state} (${spec.codeField} ${code})`, () => {
      const decided = () => given(workflow, created, [step[0], step[1], { ...step[2] }]);

      it(`given a ${state} item, when a reviewer approves again, then it is refused (ALREADY_DECIDED)`, () => {
        expect(refusal(() => decided().attempt('Approve', reviewer))).toBe('REVIEW.ALREADY_DECIDED');
      });

      it(`given a ${state} item, when a reviewer rejects again, then it is refused (ALREADY_DECIDED)`, () => {
        expect(refusal(() => decided().attempt('Reject', reviewer, { reason: '再次驳回' }))).toBe('REVIEW.ALREADY_DECIDED');
      });

      it(`given a ${state} item, then nobody may do anything`, () => {
        for (const who of Object.values(ACTORS)) expect(decided().allowed(who)).toEqual([]);
      });
    });
  }

  describe(`${workflow.kind}: describe()`, () => {
    it('lists the states with the seed codes and zh-CN labels', () => {
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
