/** One account's list JSON and the version of the rows it was built from. */
export interface CachedAgentList {
  version: string;
  json: string;
}

/**
 * The list JSON last built in this process for each of the most recently served accounts. It is
 * only ever returned after the database confirmed, in the same request, that the account's rows
 * still have the version the text was built from, so it never answers with data another process
 * (or this one) has since changed: it saves rebuilding the JSON, not asking the database.
 */
export class AgentListCache {
  private readonly entries = new Map<string, CachedAgentList>();
  private size = 0;

  /** `maxSize` bounds the total length of the kept texts, whatever the number of agents per account. */
  constructor(private readonly maxSize: number) {}

  get(accountId: string): CachedAgentList | undefined {
    return this.entries.get(accountId);
  }

  set(accountId: string, entry: CachedAgentList): void {
    // Re-inserting moves the account to the end, so the first key is always the least recent.
    this.forget(accountId);
    if (entry.json.length > this.maxSize) {
      return;
    }
    this.entries.set(accountId, entry);
    this.size += entry.json.length;
    while (this.size > this.maxSize) {
      this.forget(this.entries.keys().next().value as string);
    }
  }

  private forget(accountId: string): void {
    const entry = this.entries.get(accountId);
    if (entry) {
      this.size -= entry.json.length;
      this.entries.delete(accountId);
    }
  }
}
