#!/usr/bin/env node
// Writes docs/samples/水费账单-示例导入.xlsx: a month of water bills for the demo companies with
// a few bad rows, so a new user can try the import loop (docs/import.md). Run it again after a
// change to the bill columns: node scripts/sample-import.mjs
import { mkdirSync } from 'node:fs';
import { WATER_HEADERS, waterRow, writeBillSheet } from './lib/bill-sheet.mjs';

const COMPANIES = ['苏州博瑞生物医药有限公司', '江苏康源基因科技有限公司'];
const rows = Array.from({ length: 40 }, (_, i) => waterRow(COMPANIES[i % 2], i));
// The bad rows, each with one mistake the validate step reports (sheet row = index + 2).
rows[4][0] = '苏州不存在生物科技有限公司'; // 企业不存在
rows[9][1] = '2025.13'; // 账期格式
rows[15][4] = -120; // 金额 < 0
rows[22][6] = '已付'; // 支付状态 not one of the options
rows[30][2] = ''; // 房间号 required
rows[35] = [...rows[3]]; // the same company, period and room as row 5: a duplicate

mkdirSync('docs/samples', { recursive: true });
const path = 'docs/samples/水费账单-示例导入.xlsx';
await writeBillSheet(path, rows);
console.log(`wrote ${path}: ${rows.length} rows under ${WATER_HEADERS.length} columns, 6 of them bad`);
