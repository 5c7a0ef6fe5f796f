import { EVENT_LABELS, eventLabel } from '@parkflow/domain';
import { WORKFLOWS } from './registry.js';

describe('every fact a machine knows has a zh-CN name', () => {
  const events = Object.values(WORKFLOWS).flatMap((workflow) => workflow.describe().events.map((type) => [workflow.kind, type]));

  it.each(events)('%s: %s', (_kind, type) => {
    expect(Object.hasOwn(EVENT_LABELS, type)).toBe(true);
    expect(EVENT_LABELS[type]).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('never shows an unknown or automatic event in English', () => {
    expect(eventLabel('SomethingNewHappened')).toBe('状态变更');
    expect(eventLabel('always')).toBe('系统流转');
  });
});
