import { followUpContext, looksLikeFollowUp } from './follow-up';

describe('looksLikeFollowUp', () => {
  it('reads short questions that open with "and" or point back as follow-ups', () => {
    expect(looksLikeFollowUp('what about the deposit?')).toBe(true);
    expect(looksLikeFollowUp('how much is it?')).toBe(true);
    // "him", "she": the dog or the person the conversation was about.
    expect(looksLikeFollowUp('great! is there an extra charge for him?')).toBe(true);
    expect(looksLikeFollowUp('can she come with us to the beach too?')).toBe(true);
    expect(looksLikeFollowUp('how far in advance ought I to put in such a request?')).toBe(true);
  });

  it('reads a short question that opens with "on", "in", "for"… as finishing the previous one ("on the weekend?")', () => {
    expect(looksLikeFollowUp('on the weekend?')).toBe(true);
    expect(looksLikeFollowUp('in winter?')).toBe(true);
    expect(looksLikeFollowUp('the weekend?')).toBe(false);
  });

  it('reads a question of weak words only ("til what time?", "how much?") as a follow-up', () => {
    expect(looksLikeFollowUp('til what time')).toBe(true);
    expect(looksLikeFollowUp('how much?')).toBe(true);
  });

  it('reads a question that only asks for a kind of fact ("how often", "hrs?") as a follow-up', () => {
    expect(looksLikeFollowUp('how often')).toBe(true);
    expect(looksLikeFollowUp('hrs?')).toBe(true);
    expect(looksLikeFollowUp('pool hrs?')).toBe(false);
  });

  it('reads a question that names its own topic as standing alone', () => {
    expect(looksLikeFollowUp('what time is check-out?')).toBe(false);
    expect(looksLikeFollowUp('where is the grocery store')).toBe(false);
  });
});

describe('followUpContext', () => {
  const history = [
    { role: 'user', content: 'whats the closest grocery store' },
    { role: 'assistant', content: 'Harbor Market is the closest, about 1.2 miles away on Ocean Avenue.' },
  ];

  it('gives the previous question for a follow-up and nothing for a question that stands alone', () => {
    expect(followUpContext('til what time', history)).toBe('whats the closest grocery store');
    expect(followUpContext('what time is check-out?', history)).toBeNull();
    expect(followUpContext('til what time', undefined)).toBeNull();
  });

  it('leaves out of the previous question what it ruled out', () => {
    const ruledOut = [{ role: 'user', content: "what's the office number, not the emergency one?" }];
    expect(followUpContext('hrs?', ruledOut)).toBe("what's the office number,?");
  });
});
