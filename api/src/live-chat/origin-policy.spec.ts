import { isEmbeddingAllowed, isWidgetOriginAllowed } from './origin-policy';

const HOST = 'agents.example.com';
const place = (origin: string | undefined, embeddedIn?: string) => ({ agentId: 'a1', origin, host: HOST, embeddedIn });

describe('isWidgetOriginAllowed', () => {
  const allowed = ['https://shop.example.com'];

  it('lets any site in when the agent lists none', () => {
    expect(isWidgetOriginAllowed(place('https://anywhere.example'), [])).toBe(true);
  });

  it('lets a listed site in', () => {
    expect(isWidgetOriginAllowed(place('https://shop.example.com'), allowed)).toBe(true);
  });

  it('lets the hosted widget page in when no other site frames it', () => {
    expect(isWidgetOriginAllowed(place('https://agents.example.com'), allowed)).toBe(true);
    expect(isWidgetOriginAllowed(place(undefined), allowed)).toBe(true);
    // The designer's preview: framed by the dashboard on this server, over websocket (an Origin)
    // or long polling (a same-origin request sends none).
    expect(isWidgetOriginAllowed(place('https://agents.example.com', 'https://agents.example.com'), allowed)).toBe(true);
    expect(isWidgetOriginAllowed(place(undefined, 'https://agents.example.com'), allowed)).toBe(true);
    expect(isWidgetOriginAllowed(place(undefined, 'https://agents.example.com:8443'), allowed)).toBe(false);
  });

  it('lets the hosted widget page in only while the website framing it is listed', () => {
    expect(isWidgetOriginAllowed(place('https://agents.example.com', 'https://shop.example.com'), allowed)).toBe(true);
    expect(isWidgetOriginAllowed(place('https://agents.example.com', 'https://old-shop.example.com'), allowed)).toBe(false);
    // Another port of this server's host name is another website.
    expect(isWidgetOriginAllowed(place('https://agents.example.com', 'https://agents.example.com:8443'), allowed)).toBe(false);
  });

  it('refuses any other site, including a sub-domain or another scheme of a listed one', () => {
    expect(isWidgetOriginAllowed(place('https://evil.example'), allowed)).toBe(false);
    expect(isWidgetOriginAllowed(place('https://x.shop.example.com'), allowed)).toBe(false);
    expect(isWidgetOriginAllowed(place('http://shop.example.com'), allowed)).toBe(false);
  });
});

describe('isEmbeddingAllowed', () => {
  it('allows exactly the listed websites, or any when none is listed', () => {
    expect(isEmbeddingAllowed('https://anywhere.example', [])).toBe(true);
    expect(isEmbeddingAllowed('https://shop.example.com', ['https://shop.example.com'])).toBe(true);
    expect(isEmbeddingAllowed('https://shop.example.com:8443', ['https://shop.example.com'])).toBe(false);
  });
});
