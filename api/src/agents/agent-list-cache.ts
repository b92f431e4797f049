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

  constructor(private readonly maxAccounts: number) {}

  get(accountId: string): CachedAgentList | undefined {
    return this.entries.get(accountId);
  }

  set(accountId: string, entry: CachedAgentList): void {
    // Re-inserting moves the account to the end, so the first key is always the least recent.
    this.entries.delete(accountId);
    this.entries.set(accountId, entry);
    if (this.entries.size > this.maxAccounts) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
