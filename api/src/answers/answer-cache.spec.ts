import { AnswerCache, type AnswerCacheKey } from './answer-cache';

const key = (overrides: Partial<AnswerCacheKey> = {}): AnswerCacheKey => ({
  accountId: 'account-1',
  agentId: 'agent-1',
  knowledgeRevision: 3,
  message: 'What time can our family check in at the lake cottage on Friday evening?',
  history: [],
  ...overrides,
});

describe('AnswerCache', () => {
  it('returns an answer for the same question, agent, account and knowledge revision only', () => {
    const cache = new AnswerCache<string>();
    cache.set(key(), 'Check-in is at 3 pm.');

    expect(cache.get(key())).toBe('Check-in is at 3 pm.');
    expect(cache.get(key({ knowledgeRevision: 4 }))).toBeUndefined();
    expect(cache.get(key({ agentId: 'agent-2' }))).toBeUndefined();
    expect(cache.get(key({ accountId: 'account-2' }))).toBeUndefined();
    expect(cache.get(key({ message: 'What time must our family check out of the lake cottage?' }))).toBeUndefined();
  });

  it('ignores earlier turns for a question that stands alone', () => {
    const cache = new AnswerCache<string>();
    cache.set(key({ history: [{ role: 'user', content: 'Is there parking?' }] }), 'Check-in is at 3 pm.');

    expect(cache.get(key({ history: [{ role: 'user', content: 'Can I bring my dog?' }] }))).toBe('Check-in is at 3 pm.');
  });

  it('keeps a follow-up’s answers apart by the question before it', () => {
    const cache = new AnswerCache<string>();
    const after = (previous: string) => key({ message: 'and for dogs?', history: [{ role: 'user', content: previous }] });
    cache.set(after('Is there a pet fee?'), 'The pet fee is $50.');

    expect(cache.get(after('Is there a pet fee?'))).toBe('The pet fee is $50.');
    expect(cache.get(after('Are pets allowed?'))).toBeUndefined();
  });

  it('holds at most its capacity of answers, dropping the least recently asked questions', () => {
    const cache = new AnswerCache<string>(3);
    const question = (n: number) => key({ message: `What is the name of the lake near cabin number ${n} in the north woods?` });
    [1, 2, 3].forEach((n) => cache.set(question(n), `answer ${n}`));
    cache.get(question(1));

    cache.set(question(4), 'answer 4');

    expect(cache.get(question(2))).toBeUndefined();
    expect([1, 3, 4].map((n) => cache.get(question(n)))).toEqual(['answer 1', 'answer 3', 'answer 4']);
  });

  it('counts every earlier question a follow-up is kept under against the capacity', () => {
    const cache = new AnswerCache<string>(3);
    const after = (previous: string) => key({ message: 'and for dogs?', history: [{ role: 'user', content: previous }] });
    cache.set(key(), 'Check-in is at 3 pm.');
    ['a', 'b', 'c'].forEach((previous) => cache.set(after(previous), `for dogs after ${previous}`));

    expect(cache.get(key())).toBeUndefined();
    expect(cache.get(after('c'))).toBe('for dogs after c');
  });

  describe('the newest answer', () => {
    const question = { accountId: 'account-1', agentId: 'agent-1', message: key().message, history: [] };

    it('is the one under the newest knowledge revision asked of the agent, with that revision', () => {
      const cache = new AnswerCache<string>();
      cache.set(key({ knowledgeRevision: 3 }), 'Check-in is at 3 pm.');
      expect(cache.getNewest(question)).toEqual({ answer: 'Check-in is at 3 pm.', knowledgeRevision: 3, earlierQuestion: null });

      cache.get(key({ knowledgeRevision: 4, message: 'Is there parking?' }));

      expect(cache.getNewest(question)).toBeUndefined();
      expect(cache.getNewest({ ...question, accountId: 'account-2' })).toBeUndefined();
    });

    it('of a follow-up is the one after the expected previous question, which it names', () => {
      const cache = new AnswerCache<string>();
      const followUp = { ...question, message: 'and for dogs?' };
      cache.set(key({ message: 'and for dogs?', history: [{ role: 'user', content: 'Is there a pet fee?' }] }), 'The pet fee is $50.');

      expect(cache.getNewest({ ...followUp, history: [{ role: 'user', content: 'Is there a pet fee?' }] })).toEqual({
        answer: 'The pet fee is $50.',
        knowledgeRevision: 3,
        earlierQuestion: 'Is there a pet fee?',
      });
      expect(cache.getNewest({ ...followUp, history: [{ role: 'user', content: 'Is there parking?' }] })).toBeUndefined();
      expect(cache.getNewest(followUp)).toBeUndefined();
    });

    it('does not go back to an older revision asked late', () => {
      const cache = new AnswerCache<string>();
      cache.set(key({ knowledgeRevision: 5 }), 'Check-in is at 4 pm.');
      cache.set(key({ knowledgeRevision: 4 }), 'Check-in is at 3 pm.');

      expect(cache.getNewest(question)).toEqual({ answer: 'Check-in is at 4 pm.', knowledgeRevision: 5, earlierQuestion: null });
    });
  });

  describe('getOrCompute', () => {
    it('works an answer out once for callers asking the same at once, then keeps it', async () => {
      const cache = new AnswerCache<string>();
      let computed = 0;
      const compute = async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return 'Check-in is at 3 pm.';
      };

      const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute(key(), compute)));

      expect(answers).toEqual(['Check-in is at 3 pm.', 'Check-in is at 3 pm.', 'Check-in is at 3 pm.']);
      expect(computed).toBe(1);
      expect(await cache.getOrCompute(key(), compute)).toBe('Check-in is at 3 pm.');
      expect(computed).toBe(1);
      await cache.getOrCompute(key({ knowledgeRevision: 4 }), compute);
      expect(computed).toBe(2);
    });

    it('gives a failure to every caller waiting for it and keeps nothing', async () => {
      const cache = new AnswerCache<string>();
      const failing = () => Promise.reject(new Error('database away'));

      await expect(Promise.all([cache.getOrCompute(key(), failing), cache.getOrCompute(key(), failing)])).rejects.toThrow('database away');

      expect(cache.get(key())).toBeUndefined();
      expect(await cache.getOrCompute(key(), () => Promise.resolve('Check-in is at 3 pm.'))).toBe('Check-in is at 3 pm.');
    });
  });
});
