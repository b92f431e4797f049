import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot, signUpThroughUi } from './browser';

const DOG_QUESTION = 'Can I bring my dog?';
const DOG_ANSWER = 'Yes, dogs under 20 kg are welcome for a $50 fee per stay.';
const PARKING_QUESTION = 'Is there parking?';
const PARKING_ANSWER = 'Yes, every flat has one free parking space in the garage.';
const TEAM_REPLY = 'Hi, this is Sam from the office. Bring the dog bed too!';

/** The widget's message bubbles, in order (the typing dots are not a message). */
function bubbles(widget: Page | FrameLocator): Locator {
  return widget.getByRole('list', { name: 'Messages' }).locator('li:not([aria-label])');
}

async function waitForKnowledge(page: Page, agentId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const items = (await (await page.request.get(`/api/agents/${agentId}/knowledge`)).json()) as Array<{ processed: boolean }>;
    if (items.length > 0 && items.every((item) => item.processed)) return;
    if (Date.now() > deadline) throw new Error(`Knowledge still processing: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The colour of one pixel of the page as painted: a 1x1 PNG's only scanline is the pixel itself, whatever its filter. */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const [, red, green, blue] = inflateSync(Buffer.concat(chunks));
  return [red!, green!, blue!];
}

/** Waits up to 5 s for `check` to hold; focus moves between the page and the frame over a few messages. */
async function becomesTrue(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still false after 5 s: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A stranger's website on another port, embedding the widget with the copied snippet. */
async function startOtherSite(agentId: string, { dark = false } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Harbour Flats</title>${dark ? '<meta name="color-scheme" content="light dark" />' : ''}</head>
  <body style="font-family: sans-serif; margin: 40px; background: ${dark ? 'rgb(20, 40, 120)' : '#f5f5f4'}">
    <h1>Harbour Flats</h1>
    <p>Bright flats by the water, a short walk from the old town.</p>
    <button id="book" onclick="this.textContent = 'Booked!'">Book a viewing</button>
    <button id="floor-plan" onclick="this.textContent = 'Floor plan shown'">Show the floor plan</button>
    <script src="${baseUrl()}/embed.js" data-agent-id="${agentId}" async></script>
  </body>
</html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('live chat between website visitors and the team', () => {
  let browser: Browser;
  let managerContext: BrowserContext;
  let manager: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let agentId: string;

  /** Opens a stranger's website embedding the widget in a fresh browser context, runs `visit` on it, then closes both. */
  async function onOtherSite(visit: (page: Page, siteOrigin: string) => Promise<void>, { dark = false } = {}): Promise<void> {
    const site = await startOtherSite(agentId, { dark });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: dark ? 'dark' : 'light' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(site.url);
      await visit(page, new URL(site.url).origin);
    } finally {
      await context.close();
      await site.close();
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: managerContext, page: manager } = await newPage(browser));
    await signUpThroughUi(manager, 'Sam Harbour');

    const created = await manager.request.post('/api/agents', {
      data: { name: 'Harbour Flats', description: 'Answers guests of the Harbour Flats', type: 'rental', channels: ['webchat'] },
    });
    expect(created.status()).toBe(201);
    agentId = ((await created.json()) as { id: string }).id;
    for (const [question, answer] of [
      [DOG_QUESTION, DOG_ANSWER],
      [PARKING_QUESTION, PARKING_ANSWER],
    ]) {
      const added = await manager.request.post(`/api/agents/${agentId}/knowledge`, { data: { type: 'qa', content: JSON.stringify({ question, answer }) } });
      expect(added.status()).toBe(201);
    }
    await waitForKnowledge(manager, agentId);
    const activated = await manager.request.patch(`/api/agents/${agentId}`, { data: { status: 'active', channels: ['webchat'] } });
    expect(activated.status()).toBe(200);

    // A visitor has no dashboard session: a context of its own, without the manager's cookie.
    visitorContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 480, height: 760 } });
    visitor = await visitorContext.newPage();
    visitor.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await visitorContext?.close();
    await managerContext?.close();
    await browser?.close();
  });

  it('designs the widget for the agent and saves it', async () => {
    await manager.goto('/web-widget');
    await manager.getByRole('option', { name: 'Harbour Flats' }).waitFor({ state: 'attached' });
    await manager.getByLabel('Select Agent').selectOption(agentId);
    await manager.getByLabel('Primary Color', { exact: true }).fill('#1d4ed8');
    await manager.getByRole('tab', { name: 'Messages' }).click();
    await manager.getByLabel('Agent Display Name').fill('Harbour Help');
    await manager.getByLabel('Welcome Message').fill('Ahoy! Ask me anything about Harbour Flats.');
    await manager.getByRole('button', { name: 'Save Configuration' }).click();
    await manager.getByText('Widget configuration saved').waitFor();

    const preview = manager.frameLocator('iframe[title="Widget preview"]');
    await preview.getByRole('heading', { name: 'Harbour Help' }).waitFor();
    await preview.getByText('Online').waitFor();
    await expect(manager.getByLabel('Embed code').textContent()).resolves.toBe(`<script src="${baseUrl()}/embed.js" data-agent-id="${agentId}" async></script>`);
    await screenshot(manager, 'live-chat-widget-designer');

    const saved = (await (await manager.request.get(`/api/widget/agents/${agentId}`)).json()) as { available: boolean; widgetConfig: Record<string, unknown> };
    expect(saved.available).toBe(true);
    expect(saved.widgetConfig).toMatchObject({ agentName: 'Harbour Help', primaryColor: '#1d4ed8' });
  });

  it('answers a visitor who asks in other words, and the manager watches it live', async () => {
    await manager.goto('/conversations');
    await manager.getByRole('combobox', { name: 'Agent' }).selectOption(agentId);
    await manager.getByText('No conversations yet').waitFor();
    await manager.getByRole('status', { name: 'Live updates: Live' }).waitFor();

    await visitor.goto(`/widget-client?agentId=${agentId}`);
    await visitor.getByRole('status').getByText('Online').waitFor();
    const input = visitor.getByRole('textbox', { name: 'Message' });
    await input.fill('can we bring our puppy?');
    await input.press('Enter');
    await bubbles(visitor).filter({ hasText: '$50' }).waitFor();
    await screenshot(visitor, 'live-chat-visitor-ai-answer');

    // The new conversation appears without a reload.
    const row = manager.getByTestId('conversation-row').first();
    await row.waitFor();
    await row.click();
    await manager.getByText('Real-time chat', { exact: false }).waitFor();
    const managerMessages = manager.getByRole('list', { name: 'Messages' });
    await managerMessages.getByText('can we bring our puppy?').waitFor();
    await managerMessages.getByText(DOG_ANSWER).waitFor();
    await screenshot(manager, 'live-chat-inbox');
  });

  it('lets the manager take over: the visitor sees a person, and the AI stays quiet', async () => {
    await manager.getByRole('button', { name: 'Take over' }).click();
    await manager.getByRole('button', { name: 'Hand back to AI' }).and(manager.locator(':enabled')).waitFor();
    const reply = manager.getByRole('textbox', { name: 'Reply' });
    await reply.fill(TEAM_REPLY);
    await reply.press('Enter');

    const fromTeam = bubbles(visitor).filter({ hasText: TEAM_REPLY });
    await fromTeam.waitFor();
    await expect(fromTeam.getByText('Team member').count()).resolves.toBe(1);

    const input = visitor.getByRole('textbox', { name: 'Message' });
    await input.fill('Great, thank you Sam!');
    await input.press('Enter');
    await manager.getByRole('list', { name: 'Messages' }).getByText('Great, thank you Sam!').waitFor();
    await visitor.getByText('Sending…').waitFor({ state: 'detached' });
    const count = await bubbles(visitor).count();
    // The AI would answer within a second or two; give it well over that.
    await visitor.waitForTimeout(5000);
    expect(await bubbles(visitor).count()).toBe(count);
    await expect(bubbles(visitor).last().textContent()).resolves.toContain('Great, thank you Sam!');
    expect(await visitor.getByLabel('Typing').count()).toBe(0);
    await screenshot(visitor, 'live-chat-visitor-team-member');
    await screenshot(manager, 'live-chat-inbox-taken-over');
  });

  it('hands back to the AI, which answers the next question', async () => {
    await manager.getByRole('button', { name: 'Hand back to AI' }).click();
    await manager.getByRole('button', { name: 'Take over' }).and(manager.locator(':enabled')).waitFor();
    const input = visitor.getByRole('textbox', { name: 'Message' });
    await input.fill('is there somewhere to park the car?');
    await input.press('Enter');
    await bubbles(visitor).filter({ hasText: 'garage' }).waitFor();
    await manager.getByRole('list', { name: 'Messages' }).getByText(PARKING_ANSWER).waitFor();
  });

  it('keeps the conversation after a reload of the widget page', async () => {
    await visitor.reload();
    await visitor.getByRole('status').getByText('Online').waitFor();
    await bubbles(visitor).filter({ hasText: 'garage' }).waitFor();
    await expect(bubbles(visitor).filter({ hasText: TEAM_REPLY }).count()).resolves.toBe(1);
  });

  it('chats through the embed loader on another website', async () => {
    await onOtherSite(async (page) => {
      const frameElement = page.locator('iframe[title="Chat with Harbour Help"]');
      await frameElement.waitFor({ state: 'attached' });
      const frame = page.frameLocator('iframe[title="Chat with Harbour Help"]');
      const launcher = page.getByRole('button', { name: 'Open chat' });
      await launcher.waitFor();
      expect(await frameElement.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

      // Collapsed, the page underneath stays usable.
      await page.getByRole('button', { name: 'Book a viewing' }).click();
      await page.getByRole('button', { name: 'Booked!' }).waitFor();
      await screenshot(page, 'live-chat-embed-collapsed');

      await launcher.click();
      await frame.getByRole('region', { name: 'Chat with Harbour Help' }).waitFor();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('iframe')!).pointerEvents === 'auto');
      await frame.getByText('Ahoy! Ask me anything about Harbour Flats.').waitFor();
      await frame.getByRole('status').getByText('Online').waitFor();
      const input = frame.getByRole('textbox', { name: 'Message' });
      await input.fill('can I bring my puppy?');
      await input.press('Enter');
      await bubbles(frame).filter({ hasText: '$50' }).waitFor();
      await screenshot(page, 'live-chat-embed-open');

      // Open, the chat covers its corner only: the rest of the page still takes clicks, and the chat stays open.
      await page.getByRole('button', { name: 'Show the floor plan' }).click();
      await page.getByRole('button', { name: 'Floor plan shown' }).waitFor();
      await frame.getByRole('region', { name: 'Chat with Harbour Help' }).waitFor();

      await frame.getByRole('button', { name: 'Collapse chat' }).click();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('iframe')!).pointerEvents === 'none');
      await launcher.waitFor();
    });
  });

  it('leaves a dark-mode website visible behind the widget’s full-window frame', async () => {
    await onOtherSite(async (page) => {
      await page.getByRole('button', { name: 'Open chat' }).waitFor();
      // The widget page has painted its own launcher inside the frame.
      await page.frameLocator('iframe[title="Chat with Harbour Help"]').getByRole('button').first().waitFor();
      await screenshot(page, 'live-chat-embed-dark-site');

      // Browsers paint a frame whose colour scheme differs from its page's opaque (white here).
      expect(await pixelAt(page, 640, 400)).toEqual([20, 40, 120]);
    }, { dark: true });
  });

  it('is usable with the keyboard alone on another website: one stop to open, into the chat, Escape back out', async () => {
    await onOtherSite(async (page) => {
      const frame = page.frameLocator('iframe[title="Chat with Harbour Help"]');
      const launcher = page.getByRole('button', { name: 'Open chat' });
      await launcher.waitFor();
      await frame.getByRole('button').first().waitFor();

      await page.keyboard.press('Tab'); // the page's own two buttons
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(launcher.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(await launcher.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');

      const input = frame.getByRole('textbox', { name: 'Message' });
      await input.waitFor();
      await becomesTrue(() => input.evaluate((element) => element === document.activeElement && document.hasFocus()));
      await page.keyboard.type('can I bring my puppy?');
      await page.keyboard.press('Enter');
      await bubbles(frame).filter({ hasText: '$50' }).waitFor();

      await page.keyboard.press('Escape');
      await launcher.waitFor();
      await becomesTrue(() => launcher.evaluate((element) => element === document.activeElement));
    });
  });

  it('stops a chat already open on a website once the agent no longer allows that website', async () => {
    const agent = (await (await manager.request.get(`/api/agents/${agentId}`)).json()) as { configuration: { widgetConfig: Record<string, unknown> } };
    const look = agent.configuration.widgetConfig;
    const allow = async (allowedOrigins: string[]) => {
      const saved = await manager.request.patch(`/api/agents/${agentId}`, { data: { configuration: { widgetConfig: { ...look, allowedOrigins } } } });
      expect(saved.status()).toBe(200);
    };
    try {
      await onOtherSite(async (page, siteOrigin) => {
        await allow([siteOrigin]);
        await page.reload();
        const frame = page.frameLocator('iframe[title^="Chat with"]');
        await page.getByRole('button', { name: 'Open chat' }).click();
        const input = frame.getByRole('textbox', { name: 'Message' });
        await input.fill('can I bring my puppy?');
        await input.press('Enter');
        await bubbles(frame).filter({ hasText: '$50' }).waitFor();

        await allow(['https://another-site.example.com']);
        // The server reads an agent at most every 5 s: the refusal comes within that.
        await page.waitForTimeout(5_500);
        await input.fill('where do we park?');
        await input.press('Enter');

        await frame.getByText('This chat is not available on this website.').waitFor();
        await screenshot(page, 'live-chat-embed-no-longer-allowed');
      });
    } finally {
      await allow([]);
    }
  }, 60_000);
});
