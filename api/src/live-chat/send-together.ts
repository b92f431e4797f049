import type { Socket } from 'socket.io';

/**
 * The parts of engine.io (6.x) and ws (8.x) that `sendTogether` relies on, checked at run time:
 * the connection's transport, whether it may write now, and the TCP socket under a WebSocket.
 */
interface EngineConnection {
  transport?: {
    name?: string;
    writable?: boolean;
    socket?: { _socket?: { cork?: () => void; uncork?: () => void } };
  };
  flush?: () => void;
}

/**
 * Runs `send`, whose emits on `socket` then reach the network in one write. engine.io writes
 * each packet as its own WebSocket frame and waits for one write to finish before it starts the
 * next, so an ack and the reply that is ready with it would cost the server two system calls and
 * the widget two reads, a tenth of the cost of a whole chat round trip. Here the packets wait in
 * the connection's buffer while `send` runs, then go out as one batch into the corked TCP socket.
 * Anything else (long polling, a write still in progress, other internals) sends as usual.
 */
export function sendTogether(socket: Socket, send: () => void): void {
  const connection = socket.conn as unknown as EngineConnection;
  const { transport } = connection;
  const tcp = transport?.socket?._socket;
  if (
    transport?.name !== 'websocket' ||
    transport.writable !== true ||
    typeof connection.flush !== 'function' ||
    typeof tcp?.cork !== 'function' ||
    typeof tcp.uncork !== 'function'
  ) {
    send();
    return;
  }
  transport.writable = false;
  try {
    send();
  } finally {
    transport.writable = true;
    tcp.cork();
    connection.flush();
    tcp.uncork();
  }
}
