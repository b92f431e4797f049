import { useEffect, useState } from 'react';
import { useAppDispatch } from '@app/api-client';
import { addMessage, ALL_CONVERSATION_LISTS, conversationsApi, putConversation, touchConversation } from '../api';
import type { DashboardConnection, OpenDashboardConnection } from '../live-updates/dashboard-connection';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * Keeps the conversations on screen current: a new message lands in its conversation and moves
 * its row up, a status change updates its row. After a reconnection everything shown is fetched
 * again, because events sent while disconnected are gone (the screens fetch again on mount for
 * the same reason: nothing was listening while they were closed).
 */
export function useLiveUpdates(openConnection: OpenDashboardConnection) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [connection, setConnection] = useState<DashboardConnection | null>(null);

  useEffect(() => {
    const opened = openConnection();
    let connectedBefore = false;
    let closed = false;
    opened.on('connect', () => {
      if (closed) return;
      setStatus('live');
      if (connectedBefore) {
        dispatch(conversationsApi.util.invalidateTags([ALL_CONVERSATION_LISTS, 'Message']));
      }
      connectedBefore = true;
    });
    opened.on('disconnect', () => {
      if (!closed) setStatus('reconnecting');
    });
    opened.on('reconnecting', () => {
      if (!closed) setStatus('reconnecting');
    });
    opened.on('gaveUp', () => {
      if (closed) return;
      setStatus('offline');
      // The server refuses the socket of a session that ended (signed out elsewhere, expired): a
      // request then answers 401, which takes the tab to sign-in. Otherwise it refreshes the list.
      dispatch(conversationsApi.util.invalidateTags([ALL_CONVERSATION_LISTS]));
    });
    opened.on('new_message', ({ message }) => {
      if (closed) return;
      dispatch(addMessage(message));
      dispatch(touchConversation(message));
    });
    opened.on('conversation_updated', ({ conversation }) => {
      if (!closed) dispatch(putConversation(conversation));
    });
    setConnection(opened);
    return () => {
      closed = true;
      opened.close();
    };
  }, [dispatch, openConnection]);

  const reconnect = () => {
    setStatus('connecting');
    connection?.reconnect();
  };
  return { status, reconnect };
}
