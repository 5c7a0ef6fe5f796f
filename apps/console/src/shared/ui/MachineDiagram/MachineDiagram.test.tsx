import { screen, within } from '@testing-library/react';
import type { Machine } from '../../api/types';
import { renderWithProviders } from '../../../../test/render';
import { displayCode, eventLabel, layersOf, leafEdges, tabStates } from './layout';
import { MachineDiagram } from './MachineDiagram';

/**
 * The loan machine as GET /api/kinds describes it (trimmed): compound rounds, a supplement loop
 * back into review, an eventless deciding state, and one state nothing reaches.
 */
const loan: Machine = {
  initial: 'new',
  states: [
    { name: 'new', code: null, label: '新建', final: false },
    { name: 'firstRound', code: null, label: '初审', final: false },
    { name: 'firstRound.reviewing', code: 1001, label: '审核中', final: false },
    { name: 'firstRound.supplementRequested', code: 1006, label: '初审待补充资料', final: false },
    { name: 'rejected', code: 1003, label: '初审驳回', final: true },
    { name: 'secondRound', code: null, label: '复审', final: false },
    { name: 'secondRound.deriving', code: null, label: '复审状态判定', final: false },
    { name: 'secondRound.reviewing', code: 1002, label: '初审通过', final: false },
    { name: 'secondRound.passed', code: 1004, label: '复审通过', final: true },
    { name: 'legacy', code: null, label: '历史状态', final: true },
  ],
  transitions: [
    { from: 'new', event: 'LoanSubmitted', to: 'firstRound' },
    { from: 'firstRound.reviewing', event: 'LoanApproved', to: 'secondRound' },
    { from: 'firstRound.reviewing', event: 'LoanRejected', to: 'rejected' },
    { from: 'firstRound.reviewing', event: 'LoanSupplementRequested', to: 'firstRound.supplementRequested' },
    { from: 'firstRound.supplementRequested', event: 'LoanSupplementSubmitted', to: 'firstRound.reviewing' },
    { from: 'secondRound', event: 'LoanBankApproved', to: 'secondRound.deriving' },
    { from: 'secondRound.deriving', event: 'always', to: 'secondRound.reviewing' },
    { from: 'secondRound.deriving', event: 'always', to: 'secondRound.passed' },
  ],
  events: [],
};

/** A state's box (its label also appears in the transition list below the diagram). */
const box = (label: string) =>
  within(screen.getByRole('list', { name: '状态流转图' }))
    .getByText(label)
    .closest('[role="listitem"]') as HTMLElement;

describe('MachineDiagram', () => {
  it('highlights the current state and only it', () => {
    renderWithProviders(<MachineDiagram machine={loan} current="firstRound.supplementRequested" />);

    expect(box('初审待补充资料')).toHaveAttribute('aria-current', 'step');
    expect(box('初审待补充资料')).toHaveAttribute('data-current', 'true');
    for (const other of ['审核中', '初审驳回', '初审通过', '复审通过']) {
      expect(box(other)).not.toHaveAttribute('aria-current');
    }
  });

  it('highlights nothing without a current state, and draws only the states an item can be in', () => {
    renderWithProviders(<MachineDiagram machine={loan} />);
    const diagram = screen.getByRole('list', { name: '状态流转图' });
    // Compound rounds (初审, 复审) are not boxes of their own.
    expect(within(diagram).getAllByRole('listitem')).toHaveLength(8);
    expect(diagram.querySelector('[aria-current]')).toBeNull();
  });

  it('shows each state with its round (never its stored code), and the transitions in zh-CN', () => {
    renderWithProviders(<MachineDiagram machine={loan} current="secondRound.reviewing" />);

    expect(within(box('审核中')).queryByText(/编码|1001/)).toBeNull();
    expect(within(box('审核中')).getByText('初审')).toBeInTheDocument();
    expect(within(box('历史状态')).queryByText(/编码/)).toBeNull();
    expect(screen.getByText('—要求补充资料→')).toHaveAttribute('title', 'LoanSupplementRequested');
    expect(screen.getByText('—金融机构通过→')).toBeInTheDocument();
  });

  it('can leave the transition list out', () => {
    renderWithProviders(<MachineDiagram machine={loan} withTransitions={false} />);
    expect(screen.queryByText('流转规则')).not.toBeInTheDocument();
  });
});

describe('layout', () => {
  it('orders leaves by distance from the start; loops do not move states right; orphans go last', () => {
    expect(layersOf(loan).map((layer) => layer.map((s) => s.name))).toEqual([
      ['new'],
      ['firstRound.reviewing'],
      ['firstRound.supplementRequested', 'rejected', 'secondRound.deriving'],
      ['secondRound.reviewing', 'secondRound.passed'],
      ['legacy'],
    ]);
  });

  it('enters a compound state at its first child and leaves it from every child', () => {
    const edges = leafEdges(loan);
    expect(edges).toContainEqual({ from: 'new', event: 'LoanSubmitted', to: 'firstRound.reviewing' });
    expect(edges.filter((e) => e.event === 'LoanBankApproved').map((e) => e.from)).toEqual([
      'secondRound.deriving',
      'secondRound.reviewing',
      'secondRound.passed',
    ]);
  });

  it('offers as tabs the states items rest in: no pre-submission start, no deciding state', () => {
    expect(tabStates(loan).map((s) => s.code)).toEqual([1001, 1006, 1003, 1002, 1004, null]);
  });

  it('shows numeric seed codes only (suggestion states are English names)', () => {
    expect([0, -1, '1001', 'submitted', null, ''].map(displayCode)).toEqual(['0', '-1', '1001', null, null, null]);
  });

  it.each([
    ['VisitAppointmentApproved', '通过'],
    ['EnterpriseApplicationRejected', '驳回'],
    ['LoanSupplementRequested', '要求补充资料'],
    ['LoanBankSupplementRequested', '金融机构要求补充资料'],
    ['BillEdited', '编辑账单'],
    ['SuggestionReplied', '回复'],
    ['always', '系统流转'],
    ['SomethingElse', '状态变更'],
  ])('names %s as %s', (event, label) => {
    expect(eventLabel(event)).toBe(label);
  });
});
