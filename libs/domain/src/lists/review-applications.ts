import { STATE_LABELS } from '../labels.js';
import { coded, field, type ListColumn, type ListSpec, type ListView, time } from './list-spec.js';

/**
 * Enterprise settlement and service provider review (seed 000 §2.1–2.2): name, contact, phone,
 * submit time, status, and the rejection reason on the rejected tab.
 */
function applicationColumns(name: ListColumn, kind: 'enterprise-application' | 'provider-application') {
  return (view: ListView): ListColumn[] => [
    name,
    field('business_contacts', '联系人'),
    field('business_contact_tel', '联系电话', { width: 14, nowrap: true }),
    time('create_time', '提交时间'),
    coded('code', '状态', STATE_LABELS[kind]),
    ...(view.scope === 'rejected' || view.scope === 'all' ? [field('audit_opinion', '驳回原因', { width: 30 })] : []),
  ];
}

export const ENTERPRISE_APPLICATION_LIST: ListSpec = {
  id: 'enterprise-application',
  columns: applicationColumns(field('name', '企业名称', { width: 28 }), 'enterprise-application'),
};

export const PROVIDER_APPLICATION_LIST: ListSpec = {
  id: 'provider-application',
  columns: applicationColumns(field('company_name', '公司名称', { width: 28 }), 'provider-application'),
};
