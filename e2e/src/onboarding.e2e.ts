import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signUpThroughUi } from './browser';

describe('a manager signs up and brings a first agent to life', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('sends a signed-out visitor to sign-in and back to where they were going', async () => {
    await page.goto('/agents');
    await page.waitForURL(/\/sign-in\?next=%2Fagents/);
    await page.getByRole('link', { name: /sign up/i }).click();
    await signUpThroughUi(page);
    await screenshot(page, 'dashboard-empty');
    await page.getByText('Get Started').waitFor();
  });

  it('creates an agent from the dashboard dialog', async () => {
    await page.getByRole('button', { name: 'Create Your First Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New AI Agent' });
    await dialog.getByLabel('Name').fill('  Harbor View Concierge  ');
    await dialog.getByLabel('Description').fill('Answers guests of the Harbor View apartments');
    await screenshot(page, 'create-agent-dialog');
    await dialog.getByRole('button', { name: /create agent/i }).click();
    await page.getByText('Agent created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Step 2 of 6').waitFor();
    await screenshot(page, 'dashboard-with-agent');
  });

  it('finds the agent in the Agents list, configures it and sees it turn Active', async () => {
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { name: 'AI Agents' }).waitFor();
    const card = page.locator('article, [data-testid="agent-card"]').filter({ hasText: 'Harbor View Concierge' });
    await card.getByText('Training', { exact: true }).first().waitFor();
    await expectDisabled(card.getByRole('button', { name: 'Training' }));

    await card.getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Harbor View Concierge' });
    await dialog.getByLabel('AI Instructions').fill('Be warm and precise. Check-in is from 3 pm.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Agent updated successfully').waitFor();

    await card.getByText('Active', { exact: true }).waitFor();
    const testChat = card.getByRole('button', { name: 'Test Chat' });
    expect(await testChat.isEnabled()).toBe(true);
    await screenshot(page, 'agents-list-active');
  });

  it('keeps the agent after a reload, because it lives in the database', async () => {
    await page.reload();
    await page.getByText('Harbor View Concierge').first().waitFor();
  });

  it("opens the agent's configuration straight from its /agents/{id} address", async () => {
    const agents = (await (await page.request.get('/api/agents')).json()) as Array<{ id: string; name: string }>;
    const agent = agents.find((candidate) => candidate.name === 'Harbor View Concierge');
    await page.goto(`/agents/${agent?.id}`);
    await page.getByRole('dialog', { name: 'Harbor View Concierge' }).waitFor();
  });

  it('moves on in setup once the agent has knowledge', async () => {
    await page.goto('/');
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { name: 'AI Agents' }).waitFor();
    const agents = (await (await page.request.get('/api/agents')).json()) as Array<{ id: string }>;
    const added = await page.request.post(`/api/agents/${agents[0]?.id}/knowledge`, {
      data: { type: 'qa', content: JSON.stringify({ question: 'When is check-in?', answer: 'From 3 pm.' }) },
    });
    expect(added.status()).toBe(201);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Step 3 of 6').waitFor();
    await screenshot(page, 'dashboard-setup-step-3');
  });

  it('signs out every open tab when the manager signs out in one', async () => {
    await page.goto('/');
    const second = await context.newPage();
    await second.goto('/agents');
    await second.getByRole('heading', { name: 'AI Agents' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL(/\/sign-in/);
    await second.waitForURL(/\/sign-in\?next=%2Fagents/);
    await second.close();
  });
});

async function expectDisabled(locator: ReturnType<Page['locator']>): Promise<void> {
  expect(await locator.isDisabled()).toBe(true);
}
