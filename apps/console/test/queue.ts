import type { ItemChanged, ItemSummary } from '../src/shared/api/types';
import { machines, ok, users, type FakeAnswer } from './api';

/** A pending visit appointment as GET /api/items/visit-appointment lists it to a reviewer. */
export const visitRow = (n: number, over: Partial<ItemSummary> = {}): ItemSummary => ({
  id: `v-${n}`,
  state: 'pending',
  code: 0,
  version: 1,
  allowed: ['Approve', 'Reject'],
  companyId: 'c1',
  contacts: `联系人${n}`,
  tel: `1380000${String(n).padStart(4, '0')}`,
  companyName: '示例生物科技有限公司',
  createTime: '2025-03-01T02:00:00.000Z',
  intentionVisit: '1,3',
  whetherOutsideCity: 1,
  visitorsNum: 5,
  visitDate: '2025-03-05',
  visitPurpose: '考察孵化器',
  isCheck: 0,
  rejectionReasons: null,
  checkTime: null,
  reviewer: null,
  ...over,
});

export const pageOf = (list: ItemSummary[], total = list.length): FakeAnswer => ok({ list, total });

/** An item.changed as the /live namespace pushes it. */
export const changed = (over: Partial<ItemChanged> = {}): ItemChanged => ({
  kind: 'visit-appointment',
  id: 'v-1',
  type: 'VisitAppointmentApproved',
  state: 'approved',
  code: 1,
  version: 2,
  position: 100,
  at: '2025-03-01T03:00:00.000Z',
  actor: { userId: 'u-other', realname: '王审核' },
  ...over,
});

/** The calls every page under the shell makes, for a reviewer on the visit queue. */
export const shell = {
  'GET /api/auth/me': ok(users.reviewer),
  'GET /api/kinds': ok([{ kind: 'visit-appointment', label: '参观预约审核', machine: machines.visit }]),
  'GET /api/items/visit-appointment/counts': ok({ codes: { '0': 2, '1': 5, '-1': 1 }, total: 8 }),
};
