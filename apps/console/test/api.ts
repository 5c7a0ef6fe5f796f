import { jest } from '@jest/globals';
import type { User } from '../src/shared/api/types';

/** A user per role family, as GET /api/auth/me would return them (kinds: the lists it opens). */
export const users = {
  reviewer: {
    id: 'u-reviewer',
    username: 'reviewer',
    realname: '张审核',
    roles: ['reviewer'],
    roleList: [{ id: 'reviewer', roleName: '审核员', category: 'platform' }],
    pages: [],
    companyId: null,
    companyName: null,
    bankId: null,
    bankName: null,
    qryCheckListPower: 4,
    whetherPop: false,
    kinds: [
      'enterprise-application',
      'provider-application',
      'account-application',
      'visit-appointment',
      'lab-appointment',
      'service-demand',
      'activity',
      'suggestion',
      'loan',
    ],
  },
  credit: {
    id: 'u-credit',
    username: 'bank',
    realname: '李信贷',
    roles: ['credit-institution'],
    roleList: [{ id: 'credit-institution', roleName: '金融机构', category: 'platform' }],
    pages: [],
    companyId: null,
    companyName: null,
    bankId: 'b1',
    bankName: '园区银行',
    qryCheckListPower: 5,
    whetherPop: false,
    kinds: ['loan'],
  },
  operator: {
    id: 'u-operator',
    username: 'operator',
    realname: '王运营',
    roles: ['operator'],
    roleList: [{ id: 'operator', roleName: '园区运营', category: 'platform' }],
    pages: ['role-management'],
    companyId: null,
    companyName: null,
    bankId: null,
    bankName: null,
    qryCheckListPower: null,
    whetherPop: false,
    kinds: ['service-demand', 'activity', 'suggestion'],
  },
  enterprise: {
    id: 'u-enterprise',
    username: 'ent',
    realname: '赵企业',
    roles: ['enterprise-super-admin'],
    roleList: [{ id: 'enterprise-super-admin', roleName: '企业超级管理员', category: 'company' }],
    pages: ['company-users'],
    companyId: 'c1',
    companyName: '示例生物科技有限公司',
    bankId: null,
    bankName: null,
    qryCheckListPower: null,
    whetherPop: false,
    kinds: ['account-application', 'visit-appointment', 'lab-appointment', 'service-demand', 'activity', 'suggestion', 'loan'],
  },
} satisfies Record<string, User>;

export const machines = {
  /** As GET /api/kinds describes it: a start state before submission, then the review. */
  visit: {
    initial: 'new',
    states: [
      { name: 'new', code: null, label: '新建', final: false },
      { name: 'pending', code: 0, label: '待审核', final: false },
      { name: 'approved', code: 1, label: '已通过', final: true },
      { name: 'rejected', code: -1, label: '已驳回', final: true },
    ],
    transitions: [
      { from: 'new', event: 'VisitAppointmentSubmitted', to: 'pending' },
      { from: 'pending', event: 'VisitAppointmentApproved', to: 'approved' },
      { from: 'pending', event: 'VisitAppointmentRejected', to: 'rejected' },
    ],
    events: ['VisitAppointmentSubmitted', 'VisitAppointmentApproved', 'VisitAppointmentRejected'],
  },
};

export interface FakeAnswer {
  status?: number;
  body: unknown;
}
type Route = FakeAnswer | ((init: RequestInit | undefined, url: URL) => FakeAnswer);

export const ok = (data: unknown): FakeAnswer => ({ body: { rsCode: 0, rsCause: '操作成功', data } });
export const fail = (status: number, rsCause: string, rsCode = status): FakeAnswer => ({
  status,
  body: { rsCode, rsCause, data: null },
});

/**
 * Replaces global fetch with a table of "METHOD /path" → answer; anything else is a 404
 * with a message naming the unexpected call, so a missing stub is obvious.
 */
export function mockApi(table: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = table[key];
    const answer = typeof route === 'function' ? route(init, url) : (route ?? fail(404, `unexpected ${key}`));
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      type: 'basic',
      // Only what the client reads (download checks the type); jsdom has no Headers class.
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The query of a recorded fetch call, as an object (for asserting list filters). */
export const queryOf = (input: unknown): Record<string, string> =>
  Object.fromEntries(new URL(String(input), 'http://console.test').searchParams);
