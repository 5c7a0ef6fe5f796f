import { act, screen } from '@testing-library/react';
import { setToken } from '../../api/token';
import { type LiveConnector, LiveConnectorContext } from '../../live/connector';
import { LiveProvider } from '../../live/LiveProvider';
import { FakeSocket } from '../../../../test/fakeSocket';
import { renderWithProviders } from '../../../../test/render';
import { LiveIndicator } from './LiveIndicator';

function renderIndicator(socket: FakeSocket) {
  const connector: LiveConnector = (auth) => socket.open(auth);
  return renderWithProviders(
    <LiveConnectorContext value={connector}>
      <LiveProvider>
        <LiveIndicator />
      </LiveProvider>
    </LiveConnectorContext>,
  );
}

describe('LiveIndicator', () => {
  it('follows the connection: connecting, connected, dropped, ended by the server', () => {
    setToken('tok');
    const socket = new FakeSocket();
    renderIndicator(socket);
    const status = screen.getByRole('status');

    // Before the first connect the socket is trying: shown as reconnecting.
    expect(status).toHaveTextContent('重新连接中');

    act(() => socket.serverConnect());
    expect(status).toHaveTextContent('已连接');
    expect(status).toHaveAttribute('data-status', 'connected');

    // A lost transport is retried by socket.io.
    act(() => socket.serverDisconnect('transport close'));
    expect(status).toHaveTextContent('重新连接中');

    act(() => socket.serverConnect());
    expect(status).toHaveTextContent('已连接');

    // The server ended the connection (a revoked session, a restart): the provider tries once
    // more; a refused handshake then reads 离线 (next test).
    act(() => socket.serverDisconnect('io server disconnect'));
    expect(status).toHaveTextContent('重新连接中');
  });

  it('shows 离线 when a refused handshake leaves the socket inactive', () => {
    setToken('tok');
    const socket = new FakeSocket();
    renderIndicator(socket);

    act(() => {
      socket.active = false;
      socket.fire('connect_error', new Error('unauthorized'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('离线');
  });

  it('is 离线 without a token (no connection is attempted)', () => {
    const socket = new FakeSocket();
    renderIndicator(socket);
    expect(screen.getByRole('status')).toHaveTextContent('离线');
    expect(socket.handshakes).toHaveLength(0);
  });
});
