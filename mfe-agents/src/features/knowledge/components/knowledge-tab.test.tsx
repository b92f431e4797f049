import { act, fireEvent, screen, within } from '@testing-library/react';
import type { KnowledgeItem } from '@app/contracts';
import { findToast, renderScreen, type RenderScreenOptions } from '@app/testing';
import AgentsScreen from '../../../screens/agents-screen';
import { buildAgent, buildKnowledgeItem } from '../../../test/factories';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { installFakeUploads } from '../../../test/fake-upload';
import { dialogNamed } from '../../../test/dialog-named';

const agent = buildAgent({ name: 'Harbour Rentals', status: 'active' });
const listRoute = `GET /api/agents/${agent.id}/knowledge`;
const createRoute = `POST /api/agents/${agent.id}/knowledge`;

function item(overrides: Partial<KnowledgeItem>) {
  return buildKnowledgeItem({ agentId: agent.id, ...overrides });
}

async function openKnowledge(api: FakeApi, options: RenderScreenOptions = {}) {
  api.reply('GET /api/agents', [agent]);
  const rendered = renderScreen(<AgentsScreen />, options);
  const card = within(await screen.findByTestId('agent-card'));
  await rendered.user.click(card.getByRole('button', { name: 'Configure' }));
  const dialog = dialogNamed(agent.name);
  await rendered.user.click(dialog.getByRole('tab', { name: 'Knowledge' }));
  return { ...rendered, dialog };
}

async function openSection(user: Awaited<ReturnType<typeof openKnowledge>>['user'], name: string) {
  await user.click(within(screen.getByRole('tablist', { name: 'Add knowledge' })).getByRole('tab', { name }));
}

function row(title: string) {
  return within(screen.getByRole('listitem', { name: title }));
}

describe('Knowledge tab of the agent configuration dialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is the third tab, with the four ways to add knowledge and the documents drop zone first', async () => {
    api.reply(listRoute, []);
    const { dialog } = await openKnowledge(api);

    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Settings', 'Channels', 'Knowledge', 'Documents', 'Q&A', 'Website', 'Text']);
    expect(dialog.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
    const picker = dialog.getByLabelText('Upload documents') as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.multiple).toBe(true);
    expect(picker.accept).toBe('.pdf,.doc,.docx,.txt');
    expect(dialog.getByTestId('document-drop-zone').textContent).toContain('Max 10MB each');
    expect(dialog.getByTestId('knowledge-list').style.height).toBe('200px');
    expect(await dialog.findByText('No knowledge yet')).toBeTruthy();
  });

  it('lists items with their type, state badge, failure reason and a re-sync control for websites only', async () => {
    api.reply(listRoute, [
      item({ type: 'url', title: 'www.harbour.example', content: 'https://www.harbour.example/faq', processed: false, status: 'processing' }),
      item({ type: 'document', title: 'scan.pdf', processed: true, status: 'failed', error: 'scan.pdf has no readable text (is it a scanned image?)' }),
      item({ type: 'qa', title: 'What time is check-in?', content: JSON.stringify({ question: 'What time is check-in?', answer: '3 pm' }), source: 'manual_qa' }),
    ]);
    await openKnowledge(api);

    const website = await screen.findByRole('listitem', { name: 'www.harbour.example' });
    expect(within(website).getByText('Processing')).toBeTruthy();
    expect(within(website).getByText('https://www.harbour.example/faq')).toBeTruthy();
    expect(within(website).getByRole('button', { name: 'Re-sync www.harbour.example' })).toHaveProperty('disabled', true);

    const failed = row('scan.pdf');
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('scan.pdf has no readable text (is it a scanned image?)')).toBeTruthy();
    expect(failed.queryByRole('button', { name: /Re-sync/ })).toBeNull();

    const qa = row('What time is check-in?');
    expect(qa.getByText('Trained')).toBeTruthy();
    expect(qa.getByText('Answer: 3 pm')).toBeTruthy();
    expect(qa.getByRole('button', { name: 'Delete What time is check-in?' })).toBeTruthy();
  });

  it('shows a trained website whose last re-sync failed as trained, with the reason', async () => {
    const reason = 'The last re-sync failed, so answers still use the page as synced before: Could not fetch https://www.harbour.example/faq: the server answered 503';
    api.reply(listRoute, [
      item({ type: 'url', title: 'www.harbour.example', content: 'https://www.harbour.example/faq', processed: true, status: 'trained', error: reason }),
    ]);
    await openKnowledge(api);

    const website = await screen.findByRole('listitem', { name: 'www.harbour.example' });
    expect(within(website).getByText('Trained')).toBeTruthy();
    expect(within(website).getByText(reason)).toBeTruthy();
    expect(within(website).getByRole('button', { name: 'Re-sync www.harbour.example' })).toHaveProperty('disabled', false);
  });

  it('polls while an item is processing, shows it trained without a reload, then stops polling', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let processed = false;
    api.handle(listRoute, () => ({
      body: [item({ id: 'k1', title: 'House rules', processed, status: processed ? 'trained' : 'processing' })],
    }));
    await openKnowledge(api, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    expect(within(await screen.findByRole('listitem', { name: 'House rules' })).getByText('Processing')).toBeTruthy();
    expect(api.requests(listRoute)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(api.requests(listRoute)).toHaveLength(2);
    processed = true;
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(await row('House rules').findByText('Trained')).toBeTruthy();
    const polls = api.requests(listRoute).length;

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.requests(listRoute)).toHaveLength(polls);
  });

  describe('Q&A', () => {
    it('refuses a blank side without a request', async () => {
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Q&A');

      await user.type(dialog.getByLabelText('Question'), 'What time is check-in?');
      await user.type(dialog.getByLabelText('Answer'), '   ');
      await user.click(dialog.getByRole('button', { name: 'Add Q&A' }));

      const toast = await findToast('Both question and answer required');
      expect(toast.variant).toBe('destructive');
      expect(toast.text).toContain('Please provide both a question and answer.');
      expect(api.requests(createRoute)).toHaveLength(0);
    });

    it('posts the pair as the contract says, clears the fields and refreshes the list', async () => {
      const question = 'Is there a lift to the top floor flats and can guests bring their own bicycles inside?';
      api.reply(listRoute, []);
      api.handle(createRoute, () => ({ status: 201, body: item({ type: 'qa', title: question.slice(0, 50) }) }));
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Q&A');

      await user.type(dialog.getByLabelText('Question'), `  ${question} `);
      await user.type(dialog.getByLabelText('Answer'), 'Yes, a lift; bicycles stay in the courtyard.');
      await user.click(dialog.getByRole('button', { name: 'Add Q&A' }));

      expect((await findToast('Q&A added successfully')).variant).toBe('default');
      expect(api.requests(createRoute).map((request) => request.body)).toEqual([
        {
          type: 'qa',
          title: 'Is there a lift to the top floor flats and can gue',
          content: JSON.stringify({ question, answer: 'Yes, a lift; bicycles stay in the courtyard.' }),
          source: 'manual_qa',
        },
      ]);
      expect(dialog.getByLabelText('Question')).toHaveProperty('value', '');
      expect(dialog.getByLabelText('Answer')).toHaveProperty('value', '');
      expect(api.requests(listRoute)).toHaveLength(2);
    });

    it("shows the API's message when adding fails and keeps what was typed", async () => {
      api.reply(listRoute, []);
      api.reply(createRoute, { statusCode: 400, message: ['content must be shorter than or equal to 20000 characters'], error: 'Bad Request' }, 400);
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Q&A');

      await user.type(dialog.getByLabelText('Question'), 'Pets?');
      await user.type(dialog.getByLabelText('Answer'), 'Small dogs only.');
      await user.click(dialog.getByRole('button', { name: 'Add Q&A' }));

      const toast = await findToast('Could not add Q&A');
      expect(toast.variant).toBe('destructive');
      expect(toast.text).toContain('content must be shorter than or equal to 20000 characters');
      expect(dialog.getByLabelText('Question')).toHaveProperty('value', 'Pets?');
      expect(dialog.getByLabelText('Answer')).toHaveProperty('value', 'Small dogs only.');
    });
  });

  describe('Website', () => {
    it('ignores an empty address and refuses one that is not an http(s) URL', async () => {
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Website');

      await user.type(dialog.getByLabelText('Website URL'), '   ');
      await user.click(dialog.getByRole('button', { name: 'Add Website' }));
      expect(screen.getByRole('region', { name: 'Notifications (F8)' }).querySelectorAll('li')).toHaveLength(0);

      for (const address of ['harbour flats', 'ftp://files.example.com/faq.txt']) {
        await user.clear(dialog.getByLabelText('Website URL'));
        await user.type(dialog.getByLabelText('Website URL'), address);
        await user.click(dialog.getByRole('button', { name: 'Add Website' }));
        const toast = await findToast('Invalid URL');
        expect(toast.variant).toBe('destructive');
        expect(toast.text).toContain('Please enter a valid website URL.');
        fireEvent.click(within(toast.element).getByRole('button', { name: 'Dismiss notification' }));
      }
      expect(api.requests(createRoute)).toHaveLength(0);
    });

    it('posts the address with its host as the title', async () => {
      api.reply(listRoute, []);
      api.handle(createRoute, () => ({ status: 201, body: item({ type: 'url' }) }));
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Website');

      await user.type(dialog.getByLabelText('Website URL'), 'https://www.harbour.example:8443/faq?lang=en');
      await user.click(dialog.getByRole('button', { name: 'Add Website' }));

      const toast = await findToast('Website added successfully');
      expect(toast.text).toContain('scraped and processed');
      expect(api.requests(createRoute).map((request) => request.body)).toEqual([
        { type: 'url', title: 'www.harbour.example:8443', content: 'https://www.harbour.example:8443/faq?lang=en' },
      ]);
      expect(dialog.getByLabelText('Website URL')).toHaveProperty('value', '');
    });
  });

  describe('Text', () => {
    it('needs a title and content, then posts them', async () => {
      api.reply(listRoute, []);
      api.handle(createRoute, () => ({ status: 201, body: item({ type: 'text' }) }));
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Text');

      await user.type(dialog.getByLabelText('Content'), 'Quiet hours are 10 pm to 8 am.');
      await user.click(dialog.getByRole('button', { name: 'Add Content' }));
      const refused = await findToast('Title and content required');
      expect(refused.variant).toBe('destructive');
      expect(refused.text).toContain('Please provide both a title and content.');
      expect(api.requests(createRoute)).toHaveLength(0);
      // The empty field is marked and takes the focus, so a keyboard user lands on it.
      expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
      expect(dialog.getByLabelText('Content').getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(dialog.getByLabelText('Title'));

      await user.type(dialog.getByLabelText('Title'), ' House rules ');
      await user.click(dialog.getByRole('button', { name: 'Add Content' }));
      expect((await findToast('Content added successfully')).variant).toBe('default');
      expect(api.requests(createRoute).map((request) => request.body)).toEqual([
        { type: 'text', title: 'House rules', content: 'Quiet hours are 10 pm to 8 am.' },
      ]);
      expect(dialog.getByLabelText('Title')).toHaveProperty('value', '');
      expect(dialog.getByLabelText('Content')).toHaveProperty('value', '');
    });

    it('points out content over 1 MB and does not send it', async () => {
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Text');
      await user.type(dialog.getByLabelText('Title'), 'Handbook');
      await user.click(dialog.getByLabelText('Content'));
      await user.paste('é'.repeat(600_000));

      expect(dialog.getByText(/^Must be at most 1 MB of text/)).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Add Content' }));
      expect((await findToast('Could not add content')).text).toContain('Upload a longer text as a .txt document');
      expect(api.requests(createRoute)).toHaveLength(0);
    });
  });

  it('keeps drafts when moving between sections and dialog tabs', async () => {
    api.reply(listRoute, []);
    const { user, dialog } = await openKnowledge(api);
    await openSection(user, 'Text');
    await user.type(dialog.getByLabelText('Title'), 'Parking');
    await user.click(dialog.getByRole('tab', { name: 'Settings' }));
    await user.click(dialog.getByRole('tab', { name: 'Knowledge' }));

    expect(dialog.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByLabelText('Title')).toHaveProperty('value', 'Parking');
  });

  describe('typed but not added', () => {
    it('asks before closing over it, naming the sections, and keeps it when told to stay', async () => {
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Q&A');
      await user.type(dialog.getByLabelText('Question'), 'Pets?');
      await openSection(user, 'Text');
      await user.type(dialog.getByLabelText('Content'), 'Quiet after 10 pm.');
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);

      await user.keyboard('{Escape}');
      expect(confirm).toHaveBeenCalledWith('Your Q&A and Text drafts on the Knowledge tab are not added yet. Leave without adding them?');
      expect(dialog.getByLabelText('Content')).toHaveProperty('value', 'Quiet after 10 pm.');

      await user.clear(dialog.getByLabelText('Content'));
      confirm.mockReturnValue(true);
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      expect(confirm).toHaveBeenLastCalledWith('Your Q&A draft on the Knowledge tab is not added yet. Leave without adding it?');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks before Save Changes closes over it, and keeps it with the settings saved when told to stay', async () => {
      api.reply(listRoute, []);
      api.handle(`PATCH /api/agents/${agent.id}`, ({ body }) => ({ body: { ...agent, ...(body as Partial<typeof agent>) } }));
      const { user, dialog } = await openKnowledge(api);
      await openSection(user, 'Website');
      await user.type(dialog.getByLabelText('Website URL'), 'https://harbour.example.com');
      await user.click(dialog.getByRole('tab', { name: 'Settings' }));
      // Saved trimmed: the spaces are no change left to ask about.
      await user.type(dialog.getByLabelText('Name'), '  ');
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      const question = 'Your Website draft on the Knowledge tab is not added yet. Leave without adding it?';

      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      await findToast('Agent updated successfully');
      expect(api.requests(`PATCH /api/agents/${agent.id}`)).toHaveLength(1);
      expect(confirm).toHaveBeenCalledWith(question);
      await user.click(dialog.getByRole('tab', { name: 'Knowledge' }));
      expect(dialog.getByLabelText('Website URL')).toHaveProperty('value', 'https://harbour.example.com');

      confirm.mockReturnValue(true);
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      expect(confirm).toHaveBeenLastCalledWith(question);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks before a Setup button leaves it, together with unsaved settings', async () => {
      api.reply(listRoute, []);
      const { user, dialog, location } = await openKnowledge(api);
      await openSection(user, 'Q&A');
      await user.type(dialog.getByLabelText('Answer'), 'Small dogs only.');
      await user.click(dialog.getByRole('tab', { name: 'Settings' }));
      await user.type(dialog.getByLabelText('AI Instructions'), 'Be kind.');
      await user.click(dialog.getByRole('tab', { name: 'Channels' }));
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      const before = location();

      await user.click(within(dialog.getByRole('listitem', { name: 'Voice Calls' })).getByRole('button', { name: 'Setup Voice' }));
      expect(confirm).toHaveBeenCalledWith(
        'Your changes on the Settings tab are not saved. Your Q&A draft on the Knowledge tab is not added yet. Leave without saving or adding them?',
      );
      expect(location()).toBe(before);
    });
  });

  it('deletes an item and says so', async () => {
    const rules = item({ id: 'k-rules', title: 'House rules' });
    let items = [rules];
    api.handle(listRoute, () => ({ body: items }));
    api.handle('DELETE /api/knowledge/k-rules', () => {
      items = [];
      return { status: 204 };
    });
    const { user } = await openKnowledge(api);
    const row = within(await screen.findByRole('listitem', { name: 'House rules' }));

    // Asked once more in place; Escape takes the delete back, not the dialog, and focus returns.
    await user.click(row.getByRole('button', { name: 'Delete House rules' }));
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Delete House rules' }));
    expect(api.requests('DELETE /api/knowledge/k-rules')).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Delete House rules' }));
    await user.click(row.getByRole('button', { name: 'Delete' }));

    expect((await findToast('Knowledge item deleted')).variant).toBe('default');
    expect(api.requests('DELETE /api/knowledge/k-rules')).toHaveLength(1);
    expect(await screen.findByText('No knowledge yet')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('knowledge-list'));
  });

  it('reports a failed delete with the API message', async () => {
    api.reply(listRoute, [item({ id: 'k-gone', title: 'Old FAQ' })]);
    api.reply('DELETE /api/knowledge/k-gone', { statusCode: 404, message: 'Knowledge item not found', error: 'Not Found' }, 404);
    const { user } = await openKnowledge(api);

    const row = within(await screen.findByRole('listitem', { name: 'Old FAQ' }));
    await user.click(row.getByRole('button', { name: 'Delete Old FAQ' }));
    await user.click(row.getByRole('button', { name: 'Delete' }));

    const toast = await findToast('Could not delete item');
    expect(toast.variant).toBe('destructive');
    expect(toast.text).toContain('Knowledge item not found');
  });

  it('re-syncs a website and shows it processing again', async () => {
    const site = item({ id: 'k-site', type: 'url', title: 'www.harbour.example', content: 'https://www.harbour.example/' });
    let items = [site];
    api.handle(listRoute, () => ({ body: items }));
    api.handle('POST /api/knowledge/k-site/resync', () => {
      items = [{ ...site, processed: false, status: 'processing' }];
      return { status: 202, body: items[0] };
    });
    const { user } = await openKnowledge(api);

    await user.click(within(await screen.findByRole('listitem', { name: 'www.harbour.example' })).getByRole('button', { name: 'Re-sync www.harbour.example' }));

    expect(await row('www.harbour.example').findByText('Processing')).toBeTruthy();
    expect(api.requests('POST /api/knowledge/k-site/resync')).toHaveLength(1);
  });

  describe('Documents', () => {
    const brochure = new File(['%PDF-1.4 brochure'], 'brochure.pdf', { type: 'application/pdf' });
    const rules = new File(['Quiet hours'], 'rules.txt', { type: 'text/plain' });

    it('uploads several files with credentials, shows progress, then says so and refreshes the list', async () => {
      const uploads = installFakeUploads();
      let items: KnowledgeItem[] = [];
      api.handle(listRoute, () => ({ body: items }));
      const { user, dialog } = await openKnowledge(api);
      await screen.findByText('No knowledge yet');

      await user.upload(dialog.getByLabelText('Upload documents'), [brochure, rules]);
      const request = uploads.only();
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`/api/agents/${agent.id}/knowledge/upload`);
      expect(request.withCredentials).toBe(true);
      expect(request.fileNames()).toEqual(['brochure.pdf', 'rules.txt']);
      expect(dialog.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', true);

      request.progress(42, 100);
      expect(dialog.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
      expect(dialog.getByText('Uploading... 42%')).toBeTruthy();
      request.progress(100, 100);
      expect(dialog.getByText('Uploaded. Checking the files...')).toBeTruthy();

      items = [item({ type: 'document', title: 'rules.txt', processed: false, status: 'processing' }), item({ type: 'document', title: 'brochure.pdf', processed: false, status: 'processing' })];
      await request.respond(201, items);

      const toast = await findToast('Files uploaded successfully');
      expect(toast.variant).toBe('default');
      expect(toast.text).toContain('2 files are being processed.');
      expect(await screen.findByRole('listitem', { name: 'brochure.pdf' })).toBeTruthy();
      expect(dialog.queryByRole('progressbar')).toBeNull();
      expect(dialog.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', false);
    });

    it('shows the uploaded files as Processing at once, while the list is still being fetched again', async () => {
      const uploads = installFakeUploads();
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);
      await screen.findByText('No knowledge yet');
      // The embedded database answers the list only after processing: it waits here.
      api.hold(listRoute, { body: [] });

      await user.upload(dialog.getByLabelText('Upload documents'), [rules]);
      await uploads.only().respond(201, [item({ type: 'document', title: 'rules.txt', processed: false, status: 'processing' })]);

      expect(within(await screen.findByRole('listitem', { name: 'rules.txt' })).getByText('Processing')).toBeTruthy();
    });

    it("shows the server's reason when a file is refused", async () => {
      const uploads = installFakeUploads();
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);

      await user.upload(dialog.getByLabelText('Upload documents'), [brochure]);
      await uploads.only().respond(413, { statusCode: 413, message: 'brochure.pdf is larger than 10 MB', error: 'Payload Too Large' });

      const toast = await findToast('Upload failed');
      expect(toast.variant).toBe('destructive');
      expect(toast.text).toContain('brochure.pdf is larger than 10 MB');
      expect(dialog.queryByRole('progressbar')).toBeNull();
    });

    it('says that none of several files was added when the server refuses one of them', async () => {
      const uploads = installFakeUploads();
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);

      await user.upload(dialog.getByLabelText('Upload documents'), [rules, brochure]);
      await uploads.only().respond(413, { statusCode: 413, message: 'brochure.pdf is larger than 10 MB', error: 'Payload Too Large' });

      expect((await findToast('Upload failed')).text).toContain(
        'brochure.pdf is larger than 10 MB. None of the 2 files was added; upload the others without it.',
      );
    });

    it('says so when the upload cannot reach the server', async () => {
      const uploads = installFakeUploads();
      api.reply(listRoute, []);
      const { user, dialog } = await openKnowledge(api);

      await user.upload(dialog.getByLabelText('Upload documents'), [rules]);
      await uploads.only().failNetwork();

      expect((await findToast('Upload failed')).text).toContain('could not reach the server');
    });

    it('accepts dropped documents and refuses a drop holding another kind of file', async () => {
      const uploads = installFakeUploads();
      api.reply(listRoute, []);
      const { dialog } = await openKnowledge(api);
      const zone = dialog.getByTestId('document-drop-zone');
      const image = new File(['png'], 'photo.png', { type: 'image/png' });

      fireEvent.drop(zone, { dataTransfer: { files: [rules, image], types: ['Files'] } });
      const refused = await findToast('Unsupported file type');
      expect(refused.variant).toBe('destructive');
      expect(refused.text).toContain('photo.png');
      expect(uploads.sent).toHaveLength(0);

      fireEvent.drop(zone, { dataTransfer: { files: [rules, brochure], types: ['Files'] } });
      expect(uploads.only().fileNames()).toEqual(['rules.txt', 'brochure.pdf']);
    });
  });
});
