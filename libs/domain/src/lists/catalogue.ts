import type { CatalogueKind, OrderKind } from '../kinds.js';
import { CATALOGUE_STATE_LABELS, BOOKING_ORDER_STATUS_LABELS, SERVICE_TAG_LABELS } from '../labels.js';
import { coded, field, type ListColumn, type ListSpec, time } from './list-spec.js';

/**
 * The equipment and company-service catalogues (seed 001 §2.8, §2.10, §3 Equipment / Service)
 * and their booking orders (§2.9, §2.11, §3 Booking order). The import template and the
 * import's reading of a sheet take these headers (transfer/catalogue-import.ts), so an export
 * of a catalogue imports again as it stands (its 设备图片 / 服务图片, 状态 and 添加时间 are ignored).
 */
export const equipmentColumns = (): readonly ListColumn[] => [
  field('name', '设备名称', { width: 22 }),
  field('num', '设备型号', { width: 16 }),
  field('typeName', '设备类型', { width: 16 }),
  field('buildCompany', '生产厂家', { width: 22 }),
  field('mainFunc', '主要功能', { width: 30 }),
  field('address', '存放地址', { width: 18 }),
  field('price', '使用价格', { width: 14 }),
  field('belongCompany', '所属单位', { width: 26 }),
  field('contactName', '申请人', { width: 10, nowrap: true }),
  field('contactNum', '联系电话', { width: 14, nowrap: true }),
  field('detail', '设备详情介绍', { width: 40 }),
  field('img', '设备图片', { width: 20 }),
  coded('code', '状态', CATALOGUE_STATE_LABELS, { width: 8, nowrap: true }),
  time('createTime', '添加时间'),
];

export const serviceColumns = (): readonly ListColumn[] => [
  field('name', '服务名称', { width: 22 }),
  coded('tag', '服务类别', SERVICE_TAG_LABELS, { width: 16 }),
  field('mainTypeName', '服务大类', { width: 16 }),
  field('subTypeName', '服务小类', { width: 16 }),
  field('price', '价格', { width: 14 }),
  field('belongCompany', '所属单位', { width: 26 }),
  field('contactName', '联系人', { width: 10, nowrap: true }),
  field('contactNum', '联系电话', { width: 14, nowrap: true }),
  field('detail', '服务详情介绍', { width: 40 }),
  field('img', '服务图片', { width: 20 }),
  coded('code', '状态', CATALOGUE_STATE_LABELS, { width: 8, nowrap: true }),
  time('createTime', '添加时间'),
];

/** The column that shows a catalogue item's pictures (drawn as thumbnails on screen). */
export const CATALOGUE_IMAGE_COLUMN = 'img';
/** Long columns the screen shows clamped to one line (the export keeps them whole). */
export const CATALOGUE_CLAMPED_COLUMNS: readonly string[] = ['detail', 'mainFunc'];

/**
 * Booking order list row (seed 001 §3: title, companyName, belongCompany, mainFunc, status);
 * a service order shows its service type where equipment shows its main functions.
 */
export const orderColumns = (kind: OrderKind): readonly ListColumn[] => [
  field('title', kind === 'equipment-order' ? '预约设备' : '预约服务', { width: 22 }),
  field('companyName', '预约企业', { width: 26 }),
  field('belongCompany', '所属单位', { width: 26 }),
  field('mainFunc', kind === 'equipment-order' ? '主要功能' : '服务类型', { width: 26 }),
  {
    key: 'period',
    header: '预约时段',
    width: 34,
    nowrap: true,
    format: (row) => (row.startTime ? `${String(row.startTime)} 至 ${String(row.endTime ?? '')}` : ''),
  },
  coded('code', '订单状态', BOOKING_ORDER_STATUS_LABELS, { width: 10, nowrap: true }),
  time('createTime', '下单时间'),
];

export const catalogueColumns = (kind: CatalogueKind): readonly ListColumn[] =>
  kind === 'equipment' ? equipmentColumns() : serviceColumns();

export const EQUIPMENT_LIST: ListSpec = { id: 'equipment', columns: equipmentColumns };
export const SERVICE_LIST: ListSpec = { id: 'service', columns: serviceColumns };
export const EQUIPMENT_ORDER_LIST: ListSpec = { id: 'equipment-order', columns: () => orderColumns('equipment-order') };
export const SERVICE_ORDER_LIST: ListSpec = { id: 'service-order', columns: () => orderColumns('service-order') };
