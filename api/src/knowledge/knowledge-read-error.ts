/** Processing could not read an item; the message is the reason shown beside it. */
export class KnowledgeReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeReadError';
  }
}
