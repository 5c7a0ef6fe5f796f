import { loanOrderNumber } from './loan-order-number.js';

describe('loanOrderNumber', () => {
  it('reads prefix, park date and a padded sequence', () => {
    // 23:30 UTC is already the next day in the park (Asia/Shanghai)
    expect(loanOrderNumber(new Date('2026-11-22T23:30:00Z'), 42)).toBe('DK20261123-0042');
    expect(loanOrderNumber(new Date('2026-11-23T02:00:00Z'), 123456)).toBe('DK20261123-123456');
  });
});
