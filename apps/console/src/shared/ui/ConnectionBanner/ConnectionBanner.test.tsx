import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../api/token';
import { mockApi } from '../../../../test/api';
import { FakeSocket } from '../../../../test/fakeSocket';
import { changed, pageOf, shell, visitRow } from '../../../../test/queue';
import { renderApp } from '../../../../test/render';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
let decided = '';
const approveIn = (row: HTMLElement) => within(row).getByRole('button', { name: '通过' });

function setup() {
  setToken('tok');
  notifications.clean();
  const pending = [visitRow(1), visitRow(2)];
  // The server's pending tab: v-2 leaves it once decided (while this console was away).
  mockApi({ ...shell, 'GET /api/items/visit-appointment': () => pageOf(pending.filter((row) => row.id !== decided)) });
  const socket = new FakeSocket();
  renderApp({ path: '/queues/visit-appointment', socket });
  return socket;
}

describe('ConnectionBanner and decisions while the connection is lost', () => {
  it('says the data may be stale and turns decisions off until the catch-up is acknowledged', async () => {
    const socket = setup();
    socket.held.add('subscribe');
    const row = await rowOf('联系人1');
    // Not yet connected: nothing to decide on.
    expect(approveIn(row)).toBeDisabled();
    act(() => socket.serverConnect());
    // Connected, but the first subscribe (with its catch-up) is not acknowledged yet.
    expect(approveIn(row)).toBeDisabled();
    act(() => socket.release('subscribe'));
    await waitFor(() => expect(approveIn(row)).toBeEnabled());
    expect(screen.queryByTestId('connection-banner')).toBeNull();

    // The heartbeat failed (socket.io's ping timeout).
    act(() => socket.serverDisconnect('ping timeout'));
    expect(await screen.findByRole('alert')).toHaveTextContent('连接已断开，数据可能不是最新');
    expect(approveIn(row)).toBeDisabled();

    // Back: the missed events arrive before the subscribe's ack; decisions wait for it.
    act(() => socket.serverConnect());
    expect(screen.getByRole('alert')).toHaveTextContent('正在同步断开期间的变更');
    expect(approveIn(row)).toBeDisabled();
    decided = 'v-2';
    act(() => socket.fire('item.changed', changed({ id: 'v-2', position: 101 })));
    act(() => socket.release('subscribe'));

    await waitFor(() => expect(screen.queryByTestId('connection-banner')).toBeNull());
    expect(approveIn(await rowOf('联系人1'))).toBeEnabled();
    // The decided row the catch-up brought has left the pending tab.
    await waitFor(() => expect(screen.queryByText('联系人2')).toBeNull());
    expect(await screen.findByText('连接已恢复，数据已更新')).toBeInTheDocument();
  });

  it('goes offline at once when the browser loses the network, and reconnects when it is back', async () => {
    const socket = setup();
    const row = await rowOf('联系人1');
    act(() => socket.serverConnect());
    await waitFor(() => expect(approveIn(row)).toBeEnabled());

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('连接已断开，数据可能不是最新');
    expect(approveIn(row)).toBeDisabled();
    expect(screen.getByText('离线')).toBeInTheDocument();
    const connectsBefore = socket.connects;

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(socket.connects).toBe(connectsBefore + 1);
    act(() => socket.serverConnect());
    await waitFor(() => expect(approveIn(row)).toBeEnabled());
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });
});
