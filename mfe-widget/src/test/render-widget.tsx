import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WidgetClientScreen from '../screens/widget-client-screen';
import { fakeConnections } from './fake-visitor-connection';

export interface RenderWidgetOptions {
  agentId?: string;
  config?: object | string;
  embedded?: boolean;
  /** For tests on jest's fake timers: lets user-event's pauses move the fake clock. */
  advanceTimers?: (ms: number) => void;
}

/** The widget page as a visitor opens it at /widget-client?agentId=..&config=.., with a fake server. */
export function renderWidget({ agentId = 'agent-7', config, embedded = false, advanceTimers }: RenderWidgetOptions = {}) {
  const query = new URLSearchParams({ agentId });
  if (config !== undefined) {
    query.set('config', typeof config === 'string' ? config : JSON.stringify(config));
  }
  if (embedded) {
    query.set('embedded', '1');
  }
  window.history.replaceState(null, '', `/widget-client?${query.toString()}`);
  const connections = fakeConnections();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(<WidgetClientScreen openConnection={connections.open} />);
  return { ...view, user, connections };
}
