import { DomainError, KINDS } from '@parkflow/domain';
import { stateMetaOf } from './core/machine.js';
import { rolesFor } from './core/role-policy.js';
import { WORKFLOWS, workflowOf } from './registry.js';
import { ACTORS, GUARD, at, creationPayload } from './testing/fixtures.js';

/** A label as the console shows it: Chinese characters, no Latin letters (a state name is not a label). */
const ZH_LABEL = /^[\p{Script=Han}（）]+$/u;

describe('registry', () => {
  it('given every kind, then it has a workflow of that kind', () => {
    for (const kind of KINDS) expect(workflowOf(kind).kind).toBe(kind);
    expect(Object.keys(WORKFLOWS).sort()).toEqual([...KINDS].sort());
  });

  it('given an unknown kind, then ENGINE.UNKNOWN_KIND', () => {
    expect(() => workflowOf('parking-ticket')).toThrow(DomainError);
  });

  it.each(KINDS.map((k) => [k]))('given %s, then describe() names every state, event and transition consistently', (kind) => {
    const d = workflowOf(kind).describe();
    const names = new Set(d.states.map((s) => s.name));
    expect(names.has(d.initial)).toBe(true);
    for (const t of d.transitions) {
      expect(names.has(t.from)).toBe(true);
      expect(names.has(t.to)).toBe(true);
      if (t.event !== 'always') expect(d.events).toContain(t.event);
    }
  });

  it.each(KINDS.map((k) => [k]))('given %s, then every state of its machine has a zh-CN label in its meta', (kind) => {
    const workflow = workflowOf(kind);
    const unlabelled = stateMetaOf(workflow.machine)
      .filter(({ meta }) => {
        const label = (meta as { label?: unknown } | undefined)?.label;
        return typeof label !== 'string' || !ZH_LABEL.test(label);
      })
      .map(({ name }) => name);
    expect(unlabelled).toEqual([]);
    // …and describe(), which the diagrams, lists and exports read, shows those labels.
    expect(
      workflow
        .describe()
        .states.filter((s) => !ZH_LABEL.test(s.label))
        .map((s) => s.name),
    ).toEqual([]);
  });

  it.each(KINDS.map((k) => [k]))(
    'given %s, then the initial snapshot has no company and a creation is a past-tense fact',
    (kind) => {
      const workflow = workflowOf(kind);
      const snapshot = workflow.initial();
      expect(workflow.companyId(snapshot)).toBeNull();
      // A company files its own items and books; park operations keep records (an import, a
      // dialog) for the company a row names; a guard records at a gate.
      const creators = rolesFor(kind, 'Create');
      const actor =
        kind === 'verification' ? GUARD : creators.includes('enterprise-super-admin') ? ACTORS.applicant : ACTORS.operator;
      const command = { actor, payload: creationPayload(kind) };
      const [event] = workflow.decide({ type: 'Create', ...command, at: at(0) }, snapshot);
      expect(event?.type).toMatch(/^[A-Z][A-Za-z0-9]+(Submitted|Created|Recorded|Added|Placed)$/);
      // a gate record belongs to no company (the park's gates); every other creation names its company
      expect(event?.data).toMatchObject(kind === 'verification' ? { at: at(0) } : { at: at(0), companyId: 'c1' });
    },
  );
});
