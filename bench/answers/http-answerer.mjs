// Answers benchmark questions through a running API, the way the dashboard would: sign up, one
// agent per knowledge base, knowledge added through the knowledge endpoints (Q&A and text as
// JSON, documents uploaded as .txt files, website pages served from a local server the API
// fetches), then every question asked through POST /api/playground/chat.
// The API must be allowed to fetch the local pages: start it with FETCH_ALLOW_HOSTS=127.0.0.1:<pages port>.
import fs from 'node:fs';
import http from 'node:http';

const TRAIN_TIMEOUT_MS = 120_000;

function readKnowledge(directory) {
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(new URL(file, directory), 'utf8')));
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page as a site would publish it: short lines without end punctuation as headings, "- " lines as lists. */
export function pageHtml(title, content) {
  const body = content
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
      const parts = [];
      let list = [];
      const flush = () => {
        if (list.length) parts.push(`<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
        list = [];
      };
      for (const line of lines) {
        if (line.startsWith('- ')) {
          list.push(line.slice(2));
          continue;
        }
        flush();
        const heading = line.length <= 60 && !/[.!?:;,]$/.test(line) && (lines.length > 1 || line.split(' ').length <= 6);
        parts.push(heading ? `<h2>${escapeHtml(line.replace(/^#+\s*/, ''))}</h2>` : `<p>${escapeHtml(line)}</p>`);
      }
      flush();
      return parts.join('\n');
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><nav><a href="/">Home</a></nav><main>${body}</main><footer>All rights reserved.</footer></body></html>`;
}

function startPageServer(port, pages) {
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url);
    if (!page) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function client(baseUrl) {
  let cookie = '';
  return {
    async call(method, path, body) {
      const isForm = body instanceof FormData;
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { cookie, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      const sid = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
      if (sid) cookie = sid.split(';', 1)[0];
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
  };
}

async function addItem(api, agentId, item, pagesBase, pages) {
  const path = `/api/agents/${agentId}/knowledge`;
  switch (item.type) {
    case 'qa':
      return api.call('POST', path, { type: 'qa', content: JSON.stringify({ question: item.question, answer: item.answer }) });
    case 'text':
      return api.call('POST', path, { type: 'text', title: item.title, content: item.content });
    case 'url': {
      const pagePath = `/${agentId}/${new URL(item.url).pathname.replace(/^\//, '').replace(/\//g, '-')}`;
      pages.set(pagePath, pageHtml(item.title, item.content));
      return api.call('POST', path, { type: 'url', content: `${pagesBase}${pagePath}` });
    }
    case 'document': {
      const form = new FormData();
      form.append('files', new Blob([item.content], { type: 'text/plain' }), `${item.title}.txt`);
      return api.call('POST', `${path}/upload`, form);
    }
    default:
      throw new Error(`Unknown knowledge type ${item.type}`);
  }
}

async function waitUntilTrained(api, agentId) {
  const deadline = Date.now() + TRAIN_TIMEOUT_MS;
  for (;;) {
    const items = await api.call('GET', `/api/agents/${agentId}/knowledge`);
    if (items.every((item) => item.processed)) {
      const failed = items.filter((item) => item.status !== 'trained');
      if (failed.length) {
        throw new Error(`Knowledge failed: ${failed.map((item) => `${item.title}: ${item.error}`).join('; ')} (is FETCH_ALLOW_HOSTS set?)`);
      }
      return items.reduce((sum, item) => sum + item.passageCount, 0);
    }
    if (Date.now() > deadline) throw new Error(`Knowledge still processing after ${TRAIN_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function createHttpAnswerer(baseUrl, knowledgeDirectory, { pagesPort }) {
  const pages = new Map();
  const server = await startPageServer(pagesPort, pages);
  const pagesBase = `http://127.0.0.1:${server.address().port}`;
  const api = client(baseUrl);
  try {
    const stamp = Date.now().toString(36);
    await api.call('POST', '/api/auth/signup', { name: 'Answer Benchmark', email: `bench-${stamp}@example.com`, password: `bench password ${stamp}` });
    const agents = new Map();
    let passages = 0;
    for (const base of readKnowledge(knowledgeDirectory)) {
      const agent = await api.call('POST', '/api/agents', { name: base.name, type: base.type, status: 'active' });
      agents.set(base.agent, agent.id);
      for (const item of base.items) {
        await addItem(api, agent.id, item, pagesBase, pages);
      }
      passages += await waitUntilTrained(api, agent.id);
    }
    const timings = [];
    return {
      description: `API at ${baseUrl} (POST /api/playground/chat), ${passages} passages`,
      async ask({ agent, question, history }) {
        const started = performance.now();
        const { response, sources } = await api.call('POST', '/api/playground/chat', {
          agentId: agents.get(agent),
          message: question,
          conversationHistory: history ?? [],
        });
        timings.push(performance.now() - started);
        // The playground names a source exactly when the knowledge answered.
        return { reply: response, found: sources.length > 0, sources };
      },
      timings,
      timingLabel: 'playground chat over HTTP',
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  } catch (error) {
    server.close();
    throw error;
  }
}
