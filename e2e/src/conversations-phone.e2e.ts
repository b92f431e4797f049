import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, signUpThroughUi } from './browser';

const PHONE = { width: 390, height: 844 };
const VISITORS = 3;

/** A visitor (a browser context of its own, so a token of its own) writes once through the widget page. */
async function visitorWrites(browser: Browser, agentId: string, message: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/widget-client?agentId=${agentId}`);
    await page.getByRole('status').getByText('Online').waitFor();
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(message);
    await input.press('Enter');
    await page.getByText('Sending…').waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
}

async function inViewport(page: Page, text: RegExp): Promise<boolean> {
  const box = await page.getByText(text).boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe('conversations on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let manager: Page;
  let agentId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, isMobile: true, hasTouch: true });
    manager = await context.newPage();
    manager.setDefaultTimeout(15_000);
    await signUpThroughUi(manager, 'Pat Mobile');
    const created = await manager.request.post('/api/agents', {
      data: { name: 'Harbour Flats', description: 'Answers guests', type: 'rental', channels: ['webchat'], status: 'active' },
    });
    expect(created.status()).toBe(201);
    agentId = ((await created.json()) as { id: string }).id;
    for (let visitor = 1; visitor <= VISITORS; visitor += 1) {
      await visitorWrites(browser, agentId, `Hello from visitor ${visitor}`);
    }
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows each row’s whole contact, so rows that differ only at the end can be told apart', async () => {
    await manager.goto('/conversations');
    await manager.getByRole('option', { name: 'Harbour Flats' }).waitFor({ state: 'attached' });
    await manager.getByRole('combobox', { name: 'Agent' }).selectOption(agentId);
    const rows = manager.getByTestId('conversation-row');
    await rows.nth(VISITORS - 1).waitFor();

    const contacts = await rows.evaluateAll((buttons) =>
      buttons.map((button) => {
        const contact = button.querySelector('span > span')!;
        return { text: contact.textContent, cut: contact.scrollWidth > contact.clientWidth };
      }),
    );
    expect(contacts.map(({ text }) => text)).toEqual(Array.from({ length: VISITORS }, () => expect.stringMatching(/^Website visitor [0-9a-f]{8}$/)));
    expect(contacts.filter(({ cut }) => cut)).toEqual([]);
    await screenshot(manager, 'conversations-phone-list');
  });

  it('opens a tapped conversation in view, with a way back to the list', async () => {
    const row = manager.getByTestId('conversation-row').nth(VISITORS - 1);
    const contact = await row.locator('span > span').first().textContent();
    await row.tap();

    await manager.getByRole('list', { name: 'Messages' }).getByText('Hello from visitor 1').waitFor();
    expect(await inViewport(manager, /^Conversation #/)).toBe(true);
    expect(await manager.getByRole('list', { name: 'Conversations' }).isVisible()).toBe(false);
    await screenshot(manager, 'conversations-phone-open');

    await manager.getByRole('button', { name: 'Back to conversations' }).tap();
    await manager.getByRole('list', { name: 'Conversations' }).waitFor();
    expect(await manager.getByText(/^Conversation #/).count()).toBe(0);
    expect(await manager.evaluate(() => document.activeElement?.textContent)).toContain(contact);
  });

  it('finds a conversation by the end of its contact, through the server', async () => {
    const contact = (await manager.getByTestId('conversation-row').first().locator('span > span').first().textContent())!;
    const searched = manager.waitForResponse((response) => response.url().includes('search='));
    await manager.getByPlaceholder('Search by contact or channel...').fill(contact.slice(-8).toUpperCase());

    await searched;
    await manager.waitForFunction(() => document.querySelectorAll('[data-testid="conversation-row"]').length === 1);
    expect(await manager.getByTestId('conversation-row').allTextContents()).toEqual([expect.stringContaining(contact)]);
  });
});
