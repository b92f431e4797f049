import { screen } from '@testing-library/react';
import { renderScreen } from '@app/testing';
import { buildAgent, buildConversation } from '../test/factories';
import { fakeDashboardConnections } from '../test/fake-dashboard-connection';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import ConversationsScreen from './conversations-screen';

const agent = buildAgent({ name: 'Harbour Flats' });

/** A window as narrow as a phone's: the inbox shows the list and the conversation one at a time. */
function narrowWindow(): { scrolledIntoView: Element[] } {
  const scrolledIntoView: Element[] = [];
  // jsdom has neither media queries nor scrolling.
  window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledIntoView.push(this);
  };
  return { scrolledIntoView };
}

describe('Conversations on a phone', () => {
  let api: FakeApi;
  const ana = buildConversation({ agentId: agent.id, contactInfo: 'Website visitor 1a2b3c4d' });
  const ben = buildConversation({ agentId: agent.id, contactInfo: 'Website visitor 9f8e7d6c' });

  async function openAgent() {
    api.reply('GET /api/agents', [agent]);
    api.reply('GET /api/conversations', [ana, ben]);
    api.reply(`GET /api/conversations/${ben.id}/messages`, []);
    const rendered = renderScreen(<ConversationsScreen openConnection={fakeDashboardConnections().open} />);
    await screen.findByRole('option', { name: 'Harbour Flats' });
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), agent.id);
    await screen.findAllByTestId('conversation-row');
    return rendered;
  }

  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'matchMedia');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('brings the tapped conversation into view, and goes back to the list on the row it came from', async () => {
    const { scrolledIntoView } = narrowWindow();
    const { user } = await openAgent();

    await user.click(screen.getByText('Website visitor 9f8e7d6c'));

    const title = screen.getByText(/^Conversation #/);
    expect(scrolledIntoView).toHaveLength(1);
    expect(scrolledIntoView[0]!.contains(title)).toBe(true);
    const back = screen.getByRole('button', { name: 'Back to conversations' });
    expect(document.activeElement).toBe(back);

    await user.click(back);

    expect(screen.queryByText(/^Conversation #/)).toBeNull();
    expect(document.activeElement?.textContent).toContain('Website visitor 9f8e7d6c');
  });

  it('scrolls nothing on a wide screen, where the conversation opens beside the list', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = await openAgent();

    await user.click(screen.getByText('Website visitor 9f8e7d6c'));

    expect(screen.getByText(/^Conversation #/)).toBeTruthy();
    expect(scrollIntoView).not.toHaveBeenCalled();
    // The focus stays on the row the manager pressed.
    expect(document.activeElement?.textContent).toContain('Website visitor 9f8e7d6c');
  });
});
