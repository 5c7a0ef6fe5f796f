import { jest } from '@jest/globals';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryKeys } from '../api/keys';
import { type CommandType, type JobView, message } from '@parkflow/domain';
import { getToken, setToken } from '../api/token';
import type { ItemChanged, ItemDetail, ItemPage, JobPage } from '../api/types';
import { FakeSocket } from '../../../test/fakeSocket';
import { testQueryClient } from '../../../test/render';
import { type LiveConnector, LiveConnectorContext } from './connector';
import { useLiveRooms } from './context';
import { usePresence } from './usePresence';
import { LiveProvider } from './LiveProvider';
import { readPosition } from './position';

function Rooms({ rooms }: { rooms: string[] }) {
  useLiveRooms(rooms);
  return null;
}

function Viewer({ id }: { id: string }) {
  const viewers = usePresence(id, 'me');
  return <output aria-label={`viewers of ${id}`}>{viewers.map((v) => v.realname).join(',')}</output>;
}

function setup(rooms: string[] = ['kind:loan']) {
  setToken('tok');
  const socket = new FakeSocket();
  const queryClient = testQueryClient();
  const connector: LiveConnector = (auth) => socket.open(auth);
  const tree = (wanted: string[][]) => (
    <QueryClientProvider client={queryClient}>
      <LiveConnectorContext value={connector}>
        <LiveProvider>
          {wanted.map((list) => (
            <Rooms key={list.join()} rooms={list} />
          ))}
        </LiveProvider>
      </LiveConnectorContext>
    </QueryClientProvider>
  );
  const view = render(tree([rooms]));
  /** Re-render with these components each following their rooms. */
  const follow = (...wanted: string[][]) => view.rerender(tree(wanted));
  return { socket, queryClient, follow, ...view };
}

const changed = (over: Partial<ItemChanged> = {}): ItemChanged => ({
  kind: 'loan',
  id: 'L1',
  type: 'LoanFirstRoundApproved',
  state: 'firstPassed',
  code: 1002,
  version: 2,
  position: 7,
  at: '2025-01-01T08:00:00.000Z',
  actor: { userId: 'u1', realname: '张审核' },
  ...over,
});

describe('LiveProvider', () => {
  it('connects with the token only on a first connect, then with since = last position', () => {
    const { socket } = setup();
    act(() => socket.serverConnect());
    expect(socket.handshakes[0]).toEqual({ token: 'tok' });

    act(() => socket.fire('item.changed', changed({ position: 7 })));
    expect(readPosition()).toBe('7');

    act(() => socket.serverDisconnect('transport close'));
    act(() => socket.serverConnect());
    expect(socket.handshakes[1]).toEqual({ token: 'tok', since: '7' });
  });

  it('resumes from the position kept in sessionStorage after a reload', () => {
    sessionStorage.setItem('parkflow.live.since', '120');
    const { socket } = setup();
    act(() => socket.serverConnect());
    expect(socket.handshakes[0]).toEqual({ token: 'tok', since: '120' });
  });

  it('never moves the position backwards on replayed events', () => {
    const { socket } = setup();
    act(() => socket.serverConnect());
    act(() => socket.fire('item.changed', changed({ position: '9007199254740993' })));
    act(() => socket.fire('item.changed', changed({ position: 5 })));
    expect(readPosition()).toBe('9007199254740993');
  });

  it('joins wanted rooms on connect and again after every reconnect', () => {
    const { socket } = setup(['kind:loan', 'job:j1']);
    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toEqual(['kind:loan', 'job:j1']);

    act(() => socket.serverDisconnect('ping timeout'));
    act(() => socket.serverConnect());
    expect(socket.subscribedRooms).toEqual(['kind:loan', 'job:j1', 'kind:loan', 'job:j1']);
  });

  it('leaves a room only when its last follower unmounts', () => {
    const { socket, follow } = setup(['kind:loan']);
    act(() => socket.serverConnect());
    follow(['kind:loan'], ['item:L1', 'kind:loan']);
    expect(socket.subscribedRooms).toEqual(['kind:loan', 'item:L1']);

    follow(['kind:loan']);
    const unsubscribed = socket.emitted.filter((e) => e.event === 'unsubscribe').map((e) => e.payload);
    expect(unsubscribed).toEqual([{ rooms: ['item:L1'] }]);
  });

  it('tries again once the server has closed the connection, and ends the session if the token is refused', () => {
    jest.useFakeTimers();
    try {
      const { socket } = setup();
      act(() => socket.serverConnect());
      act(() => socket.serverDisconnect('io server disconnect')); // e.g. logged out in another tab
      expect(socket.connects).toBe(0);
      act(() => jest.advanceTimersByTime(1000));
      expect(socket.connects).toBe(1);
      act(() => {
        socket.active = false;
        socket.fire('connect_error', new Error(message('AUTH.TOKEN_INVALID')));
      });
      expect(getToken()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('resumes from its position when the server closed the connection for another reason', () => {
    jest.useFakeTimers();
    try {
      const { socket } = setup(['kind:loan']);
      act(() => socket.serverConnect());
      act(() => socket.fire('item.changed', changed({ position: 12 })));
      act(() => socket.serverDisconnect('io server disconnect'));
      act(() => jest.advanceTimersByTime(1000));
      act(() => socket.serverConnect());
      expect(socket.handshakes[1]).toEqual({ token: 'tok', since: '12' });
      expect(socket.subscribedRooms).toEqual(['kind:loan', 'kind:loan']);
      expect(getToken()).toBe('tok');
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends the session when the server refuses the token', () => {
    const { socket } = setup();
    act(() => {
      socket.active = false;
      socket.fire('connect_error', new Error(message('AUTH.TOKEN_INVALID')));
    });
    expect(getToken()).toBeNull();
  });

  it('patches the cached detail and list row, ignoring stale versions', async () => {
    const { socket, queryClient } = setup();
    const detailKey = queryKeys.items.detail('loan', 'L1');
    const listKey = queryKeys.items.list('loan', { pageNum: 1 });
    queryClient.setQueryData<ItemDetail>(detailKey, {
      id: 'L1',
      state: 'reviewing',
      code: 1001,
      version: 1,
      allowed: ['Approve'],
    });
    queryClient.setQueryData<ItemPage>(listKey, {
      list: [
        { id: 'L1', state: 'reviewing', code: 1001, version: 1, allowed: ['Approve'] },
        { id: 'L2', state: 'reviewing', code: 1001, version: 1, allowed: ['Approve'] },
      ],
      total: 2,
    });
    act(() => socket.serverConnect());

    act(() => socket.fire('item.changed', changed()));
    expect(queryClient.getQueryData<ItemDetail>(detailKey)).toMatchObject({ state: 'firstPassed', code: 1002, version: 2 });
    expect(queryClient.getQueryData<ItemPage>(listKey)?.list.map((row) => row.code)).toEqual([1002, 1001]);
    // `allowed` cannot be derived from the event: the patched row offers nothing until its list is refetched…
    expect(queryClient.getQueryData<ItemPage>(listKey)?.list.map((row) => row.allowed)).toEqual([[], ['Approve']]);
    // …and the detail is marked for refetch (per burst).
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));

    act(() => socket.fire('item.changed', changed({ state: 'reviewing', code: 1001, version: 1, position: 8 })));
    expect(queryClient.getQueryData<ItemDetail>(detailKey)).toMatchObject({ code: 1002, version: 2 });
  });

  const job = (over: Partial<JobView> = {}): JobView => ({
    id: 'j1',
    type: 'export',
    kind: 'loan',
    state: 'active',
    processed: 0,
    total: 10,
    failed: 0,
    version: 3,
    createdBy: 'u1',
    creatorName: '王运营',
    createdAt: '2026-11-23T01:00:00.000Z',
    startedAt: '2026-11-23T01:00:01.000Z',
    finishedAt: null,
    cancelRequested: false,
    ...over,
  });

  it('patches a followed job from job.progress, in its detail and in every list page, keeping the highest version', () => {
    const { socket, queryClient } = setup(['job:j1']);
    const jobKey = queryKeys.jobs.detail('j1');
    const listKey = queryKeys.jobs.list({ pageNum: 1, pageSize: 10 });
    queryClient.setQueryData<JobView>(jobKey, job());
    queryClient.setQueryData<JobPage>(listKey, { list: [job({ id: 'j0' }), job()], total: 2 });
    act(() => socket.serverConnect());

    act(() => socket.fire('job.progress', { jobId: 'j1', state: 'active', processed: 4, total: 10, failed: 1, version: 5 }));
    expect(queryClient.getQueryData<JobView>(jobKey)).toMatchObject({ processed: 4, failed: 1, version: 5 });
    expect(queryClient.getQueryData<JobPage>(listKey)?.list.map((j) => j.processed)).toEqual([0, 4]);

    // A snapshot older than what we hold (sent on subscribe, crossing a live update) changes nothing.
    act(() => socket.fire('job.progress', { jobId: 'j1', state: 'active', processed: 2, total: 10, failed: 0, version: 4 }));
    expect(queryClient.getQueryData<JobView>(jobKey)).toMatchObject({ processed: 4, version: 5 });
  });

  it('refetches the job lists for a job it had not heard of and when a job changes state, not for every count', async () => {
    const { socket, queryClient } = setup();
    act(() => socket.serverConnect());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const listInvalidations = () =>
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.jobs.lists()))
        .length;
    const progress = (state: JobView['state'], processed: number, version: number) =>
      act(() => socket.fire('job.progress', { jobId: 'j9', state, processed, total: 10, failed: 0, version }));

    progress('active', 1, 1);
    progress('active', 2, 2);
    progress('active', 3, 3);
    expect(listInvalidations()).toBe(1);
    progress('completed', 10, 4);
    expect(listInvalidations()).toBe(2);
  });

  it('refetches every job and every account list after a reconnect (neither is replayed with since)', () => {
    const { socket, queryClient } = setup();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.serverConnect());
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.serverDisconnect('transport close'));
    act(() => socket.serverConnect());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.jobs.all() });
    for (const queryKey of [
      queryKeys.identity.userLists(),
      queryKeys.identity.companyLists(),
      queryKeys.identity.roleLists(),
      queryKeys.identity.allUserColumns(),
      queryKeys.parkAccounts.all(),
    ])
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
  });

  it('refetches the detail and the lists of an item the user no longer sees (item.hidden)', () => {
    const { socket, queryClient } = setup(['item:E1']);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.serverConnect());
    act(() => socket.fire('item.hidden', { kind: 'equipment', id: 'E1' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.items.detail('equipment', 'E1') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.items.lists('equipment') });
  });

  it('refetches once per burst of replayed events', async () => {
    const { socket, queryClient } = setup();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.serverConnect());

    act(() => {
      for (let n = 1; n <= 20; n++) socket.fire('item.changed', changed({ id: `L${n % 2}`, version: n, position: n }));
    });
    expect(invalidate).not.toHaveBeenCalled();

    // One list and one tab-count invalidation for the kind, one detail invalidation per item, and the home's desk.
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(5));
    expect(readPosition()).toBe('20');
  });

  it('takes a decided row out of a cached page whose tab no longer holds it, and empties `allowed`', () => {
    const { socket, queryClient } = setup(['kind:visit-appointment']);
    const pending = queryKeys.items.list('visit-appointment', { pageNum: 1, checkState: 1 });
    const reviewed = queryKeys.items.list('visit-appointment', { pageNum: 1, checkState: 2 });
    const detail = queryKeys.items.detail('visit-appointment', 'V1');
    const row = { id: 'V1', state: 'pending', code: 0, version: 1, allowed: ['Approve', 'Reject'] as CommandType[] };
    queryClient.setQueryData<ItemPage>(pending, { list: [row, { ...row, id: 'V2' }], total: 12 });
    queryClient.setQueryData<ItemPage>(reviewed, { list: [], total: 3 });
    queryClient.setQueryData<ItemDetail>(detail, { ...row, allowed: ['Approve', 'Reject'] });
    act(() => socket.serverConnect());

    act(() =>
      socket.fire(
        'item.changed',
        changed({
          kind: 'visit-appointment',
          id: 'V1',
          type: 'VisitAppointmentApproved',
          state: 'approved',
          code: 1,
          version: 2,
        }),
      ),
    );
    expect(queryClient.getQueryData<ItemPage>(pending)).toEqual({ list: [{ ...row, id: 'V2' }], total: 11 });
    // Nothing to patch in a page that never held the row: the refetch brings it.
    expect(queryClient.getQueryData<ItemPage>(reviewed)).toEqual({ list: [], total: 3 });
    expect(queryClient.getQueryData<ItemDetail>(detail)).toMatchObject({ code: 1, version: 2, allowed: [] });
  });

  it('announces viewed items (presence.join, ack = viewers), again after a reconnect, and leaves with the last viewer', async () => {
    const socket = new FakeSocket();
    socket.answers.set('presence.join', {
      viewers: [
        { userId: 'me', realname: '我' },
        { userId: 'u2', realname: '刘审核' },
      ],
    });
    setToken('tok');
    const queryClient = testQueryClient();
    const connector: LiveConnector = (auth) => socket.open(auth);
    const tree = (ids: string[]) => (
      <QueryClientProvider client={queryClient}>
        <LiveConnectorContext value={connector}>
          <LiveProvider>
            {ids.map((id, n) => (
              <Viewer key={n} id={id} />
            ))}
          </LiveProvider>
        </LiveConnectorContext>
      </QueryClientProvider>
    );
    const view = render(tree(['V1', 'V1']));
    act(() => socket.serverConnect());
    const joins = () => socket.emitted.filter((e) => e.event === 'presence.join').map((e) => e.payload);

    // Two viewers of V1 in this console: one announcement; the ack lists the others.
    expect(joins()).toEqual([{ id: 'V1' }]);
    await waitFor(() => expect(view.getAllByLabelText('viewers of V1')[0]).toHaveTextContent('刘审核'));
    expect(view.getAllByLabelText('viewers of V1')[0]).not.toHaveTextContent('我');

    act(() => socket.fire('presence.changed', { id: 'V1', viewers: [{ userId: 'me', realname: '我' }] }));
    expect(view.getAllByLabelText('viewers of V1')[0]).toHaveTextContent(/^$/);

    act(() => socket.serverDisconnect('transport close'));
    act(() => socket.serverConnect());
    expect(joins()).toEqual([{ id: 'V1' }, { id: 'V1' }]);

    view.rerender(tree(['V1']));
    expect(socket.emitted.some((e) => e.event === 'presence.leave')).toBe(false);
    view.rerender(tree([]));
    expect(socket.emitted.filter((e) => e.event === 'presence.leave').map((e) => e.payload)).toEqual([{ id: 'V1' }]);
  });

  it('closes the socket when unmounted (sign-out)', () => {
    const { socket, unmount } = setup();
    act(() => socket.serverConnect());
    unmount();
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
  });
});
