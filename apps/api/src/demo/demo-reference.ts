import { ROLES, type Role } from '@parkflow/domain';

/** Fixed ids so demo data is stable across restarts and easy to refer to in tests. */
export const DEMO_PASSWORD = 'Parkflow2026';

/**
 * The park's companies: two settled tenants of its rooms, hence park (bio) companies (decision
 * 0023), and one whose settlement application waits for review.
 */
export const DEMO_COMPANIES = [
  { id: '0c1d6a1e-0000-4000-8000-000000000001', name: '苏州博瑞生物医药有限公司', settled: true, bioCompany: true },
  { id: '0c1d6a1e-0000-4000-8000-000000000002', name: '江苏康源基因科技有限公司', settled: true, bioCompany: true },
  { id: '0c1d6a1e-0000-4000-8000-000000000003', name: '南京华擎细胞治疗有限公司', settled: false, bioCompany: false },
] as const;

/**
 * A settled platform enterprise outside the park (no rooms there): 企业管理 lists it, 角色管理
 * (park companies only) does not. No bills, contracts or inspections: it rents nothing here.
 */
export const DEMO_PLATFORM_ENTERPRISE = {
  id: '0c1d6a1e-0000-4000-8000-000000000004',
  name: '上海启明医疗器械有限公司',
  settled: true,
  bioCompany: false,
} as const;

/** Every company the demo knows. */
export const ALL_DEMO_COMPANIES = [...DEMO_COMPANIES, DEMO_PLATFORM_ENTERPRISE] as const;

export const DEMO_BANKS = [
  { id: '0ba0c0de-0000-4000-8000-000000000001', bankName: '中国银行苏州分行' },
  { id: '0ba0c0de-0000-4000-8000-000000000002', bankName: '招商银行苏州分行' },
] as const;

export const DEMO_PRODUCTS = [
  { id: '0d0c7000-0000-4000-8000-000000000001', productName: '科创贷', bankIds: [DEMO_BANKS[0].id, DEMO_BANKS[1].id] },
  { id: '0d0c7000-0000-4000-8000-000000000002', productName: '生物医药人才贷', bankIds: [DEMO_BANKS[0].id] },
  { id: '0d0c7000-0000-4000-8000-000000000003', productName: '研发设备融资租赁', bankIds: [DEMO_BANKS[1].id] },
] as const;

export interface DemoUser {
  id: string;
  username: string;
  realname: string;
  phone: string;
  roles: Role[];
  companyId: string | null;
  bankId: string | null;
  /** The password is the one the park set (DEMO_PASSWORD), still to be changed by its owner. */
  initialPassword: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    username: 'admin',
    realname: '平台管理员',
    phone: '13800000001',
    roles: [ROLES.PLATFORM_ADMIN],
    companyId: null,
    bankId: null,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    username: 'reviewer',
    realname: '王审核',
    phone: '13800000002',
    roles: [ROLES.REVIEWER],
    companyId: null,
    bankId: null,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    username: 'bank',
    realname: '李信贷（中国银行）',
    phone: '13800000003',
    roles: [ROLES.CREDIT_INSTITUTION],
    companyId: null,
    bankId: DEMO_BANKS[0].id,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    username: 'bank2',
    realname: '陈信贷（招商银行）',
    phone: '13800000004',
    roles: [ROLES.CREDIT_INSTITUTION],
    companyId: null,
    bankId: DEMO_BANKS[1].id,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000005',
    username: 'operator',
    realname: '赵运营',
    phone: '13800000005',
    roles: [ROLES.OPERATOR],
    companyId: null,
    bankId: null,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000006',
    username: 'applicant',
    realname: '张企业',
    phone: '13800000006',
    roles: [ROLES.ENTERPRISE_SUPER_ADMIN],
    companyId: DEMO_COMPANIES[0].id,
    bankId: null,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000007',
    username: 'reviewer2',
    realname: '刘审核',
    phone: '13800000007',
    roles: [ROLES.REVIEWER],
    companyId: null,
    bankId: null,
    initialPassword: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000008',
    username: 'applicant2',
    realname: '周企业',
    phone: '13800000008',
    roles: [ROLES.ENTERPRISE_SUPER_ADMIN],
    companyId: DEMO_COMPANIES[1].id,
    bankId: null,
    initialPassword: false,
  },
  {
    // A super admin the park has just set up: the forced password dialog greets them.
    id: 'a0000000-0000-4000-8000-000000000009',
    username: 'kangyuan',
    realname: '孙康源',
    phone: '13800000009',
    roles: [ROLES.ENTERPRISE_SUPER_ADMIN],
    companyId: DEMO_COMPANIES[1].id,
    bankId: null,
    initialPassword: true,
  },
];

/** A company's staff: they sign in with their phone, as users added on 账号管理 do. */
export interface DemoStaff extends Omit<DemoUser, 'roles'> {
  /** Role ids (roles table): the company's own roles and functional ones (财务管理员, 人事专员 …). */
  roles: string[];
}

const staff = (n: number, realname: string, companyIndex: 0 | 1 | 3, roles: string[]): DemoStaff => {
  const phone = `139${String(companyIndex + 1).padStart(2, '0')}${String(n).padStart(6, '0')}`;
  return {
    id: `a0000000-0000-4000-8001-${String(companyIndex * 100 + n).padStart(12, '0')}`,
    username: phone,
    realname,
    phone,
    roles,
    companyId: ALL_DEMO_COMPANIES[companyIndex].id,
    bankId: null,
    initialPassword: false,
  };
};

/**
 * More people of the two settled park companies, several with more than one role (one with five),
 * and of the platform enterprise outside the park.
 */
export const DEMO_STAFF: DemoStaff[] = [
  staff(1, '孙财务', 0, [ROLES.ENTERPRISE_USER, 'company-finance', 'company-financing']),
  staff(2, '钱人事', 0, [ROLES.ENTERPRISE_USER, 'company-hr']),
  staff(3, '吴行政', 0, [ROLES.ENTERPRISE_USER, 'company-affairs', 'company-safety', 'company-hr', 'company-finance']),
  staff(4, '郑研发', 0, [ROLES.ENTERPRISE_USER, 'company-rd']),
  staff(5, '冯安全', 0, ['company-safety']),
  staff(1, '何财务', 1, [ROLES.ENTERPRISE_USER, 'company-finance']),
  staff(2, '许研发', 1, [ROLES.ENTERPRISE_USER, 'company-rd', 'company-financing']),
  staff(3, '曹行政', 1, ['company-affairs']),
  staff(1, '陈启明', 3, [ROLES.ENTERPRISE_SUPER_ADMIN]),
  staff(2, '杨注册', 3, [ROLES.ENTERPRISE_USER, 'company-affairs']),
];

/** Website columns two demo staff maintain (role management, content maintenance; ids of the product's menus). */
export const DEMO_COLUMN_ASSIGNMENTS = [
  { username: '13901000002', locationId: 1, columnIds: [106, 1061, 1062] },
  { username: '13902000002', locationId: 2, columnIds: [201, 203] },
] as const;
