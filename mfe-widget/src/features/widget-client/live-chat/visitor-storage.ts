import { newVisitorToken } from './message-ids';

/** A message the visitor wrote that the server has not confirmed yet. */
export interface OutboxEntry {
  clientMessageId: string;
  content: string;
  /** ISO time the visitor sent it. */
  createdAt: string;
}

const PREFIX = 'chat-widget';
const VISITOR_TOKEN = /^[0-9a-f]{32}$/;

/** localStorage, or a map for this page's lifetime where storage is blocked (some framed or private pages). */
function pageStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const probe = `${PREFIX}:probe`;
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

function isOutboxEntry(value: unknown): value is OutboxEntry {
  const entry = value as OutboxEntry;
  return typeof value === 'object' && value !== null && typeof entry.clientMessageId === 'string' && typeof entry.content === 'string' && typeof entry.createdAt === 'string';
}

/** What the widget keeps in the visitor's browser per agent: who the visitor is and what is still unsent. */
export class VisitorStorage {
  private readonly storage = pageStorage();

  constructor(private readonly agentId: string) {}

  /** The visitor's token for this agent, created on the first visit and kept across reloads. */
  visitorToken(): string {
    const key = `${PREFIX}:${this.agentId}:visitor`;
    const saved = this.storage.getItem(key);
    if (saved && VISITOR_TOKEN.test(saved)) {
      return saved;
    }
    const token = newVisitorToken();
    this.storage.setItem(key, token);
    return token;
  }

  outbox(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.outboxKey()) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isOutboxEntry) : [];
    } catch {
      return [];
    }
  }

  /** The message if it still waits for the server's confirmation (this tab's or another's). */
  unsent(clientMessageId: string): OutboxEntry | undefined {
    return this.outbox().find((entry) => entry.clientMessageId === clientMessageId);
  }

  addToOutbox(entry: OutboxEntry): void {
    this.saveOutbox([...this.outbox().filter((saved) => saved.clientMessageId !== entry.clientMessageId), entry]);
  }

  removeFromOutbox(clientMessageIds: readonly string[]): void {
    if (clientMessageIds.length > 0) {
      this.saveOutbox(this.outbox().filter((entry) => !clientMessageIds.includes(entry.clientMessageId)));
    }
  }

  private saveOutbox(entries: OutboxEntry[]): void {
    if (entries.length === 0) {
      this.storage.removeItem(this.outboxKey());
    } else {
      this.storage.setItem(this.outboxKey(), JSON.stringify(entries));
    }
  }

  private outboxKey(): string {
    return `${PREFIX}:${this.agentId}:outbox`;
  }
}
