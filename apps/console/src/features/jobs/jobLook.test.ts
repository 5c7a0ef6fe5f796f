import { jobTitle } from './jobLook';

// The walk found an import's check step and its write both listed as 导入 · 设备租赁账单.
describe('jobTitle', () => {
  it('names an import that only checks its sheet apart from the one that writes it', () => {
    expect(jobTitle({ type: 'import', kind: 'bill-device', mode: 'validate' })).toBe('导入校验 · 设备租赁账单');
    expect(jobTitle({ type: 'import', kind: 'bill-device', mode: 'apply' })).toBe('导入 · 设备租赁账单');
    expect(jobTitle({ type: 'export', kind: 'bill-device' })).toBe('导出 · 设备租赁账单');
  });
});
