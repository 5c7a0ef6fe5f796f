import { jobLook, jobTitle } from './jobLook';

// The walk found an import's check step and its write both listed as 导入 · 设备租赁账单.
describe('jobTitle', () => {
  it('names an import that only checks its sheet apart from the one that writes it', () => {
    expect(jobTitle({ type: 'import', kind: 'bill-device', mode: 'validate' })).toBe('导入校验 · 设备租赁账单');
    expect(jobTitle({ type: 'import', kind: 'bill-device', mode: 'apply' })).toBe('导入 · 设备租赁账单');
    expect(jobTitle({ type: 'export', kind: 'bill-device' })).toBe('导出 · 设备租赁账单');
  });
});

describe('jobLook', () => {
  it('says 中断，正在恢复 (orange) for an active job whose worker died, the state’s own label otherwise', () => {
    expect(jobLook({ state: 'active', interrupted: true })).toEqual({ label: '中断，正在恢复', color: 'orange' });
    expect(jobLook({ state: 'active' })).toEqual({ label: '进行中', color: 'blue' });
    // a job that ended is what it ended as, whatever was heard before
    expect(jobLook({ state: 'failed', interrupted: true })).toEqual({ label: '失败', color: 'red' });
  });
});
