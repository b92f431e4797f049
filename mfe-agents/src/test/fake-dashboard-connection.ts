import { act } from '@testing-library/react';
import type { DashboardServerEvents } from '@app/contracts';
import type { DashboardConnection, DashboardConnectionEvents, OpenDashboardConnection } from '../features/conversations/live-updates/dashboard-connection';

/** Stands in for the dashboard's socket: the test plays the server. */
export class FakeDashboardConnection implements DashboardConnection {
  closed = false;
  reconnects = 0;
  private readonly listeners = new Map<keyof DashboardConnectionEvents, ((...args: never[]) => void)[]>();

  on<E extends keyof DashboardConnectionEvents>(event: E, listener: DashboardConnectionEvents[E]) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  reconnect() {
    this.reconnects += 1;
  }

  close() {
    this.closed = true;
  }

  async emit<E extends keyof DashboardConnectionEvents>(event: E, ...args: Parameters<DashboardConnectionEvents[E]>) {
    await act(async () => {
      for (const listener of this.listeners.get(event) ?? []) {
        (listener as (...values: unknown[]) => void)(...args);
      }
    });
  }

  serverSends<E extends keyof DashboardServerEvents>(event: E, payload: Parameters<DashboardServerEvents[E]>[0]) {
    return this.emit(event, ...([payload] as unknown as Parameters<DashboardConnectionEvents[E]>));
  }
}

export function fakeDashboardConnections() {
  const opened: FakeDashboardConnection[] = [];
  const open: OpenDashboardConnection = () => {
    const connection = new FakeDashboardConnection();
    opened.push(connection);
    return connection;
  };
  return {
    open,
    opened,
    latest() {
      const connection = opened.at(-1);
      if (!connection) throw new Error('The screen opened no live connection');
      return connection;
    },
  };
}
