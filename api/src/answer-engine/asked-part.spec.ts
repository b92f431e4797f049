import { askedPart } from './asked-part';
import { answerOffline } from './compose';
import type { KnowledgeCandidate } from './types';

describe('askedPart', () => {
  it.each([
    ['whats the regular phone number for the office not the emergency one', 'whats the regular phone number for the office'],
    ['how much is the security deposit (not the pet one)?', 'how much is the security deposit?'],
    ['any good walks nearby (not too long)?', 'any good walks nearby?'],
    ["What's the office number — not the emergency line, the normal one?", "What's the office number —, the normal one?"],
    ['What year was it built? Not the roof, the house itself.', 'What year was it built?, the house itself.'],
    ['We want fish and chips one night, not tourist-trap stuff. Where would you send us?', 'We want fish and chips one night,. Where would you send us?'],
  ])('leaves out what %j rules out', (message, asked) => {
    expect(askedPart(message)).toBe(asked);
  });

  it.each([
    "it's not the right code, what do I do?",
    'the key is not the problem, the lock is',
    'why does it have an HOA, it is not a condo',
    'lost my job, not sure i can make rent this month, what should I do?',
    'Keypad is dead, not lighting up at all. What do I do?',
    'why do you not allow cats?',
  ])(
    'keeps %j, where "not" tells',
    (message) => {
      expect(askedPart(message)).toBe(message);
    },
  );

  it('leaves out the small talk the message opens with', () => {
    expect(askedPart('Thanks! And where do we park?')).toBe('And where do we park?');
  });
});

describe('answerOffline with a part ruled out', () => {
  const candidates: KnowledgeCandidate[] = [
    { id: 'p-office', kind: 'passage', title: 'Contact', question: null, content: 'Call the office on (555) 308-4400 during office hours.' },
    {
      id: 'p-emergency',
      kind: 'passage',
      title: 'Emergencies',
      question: null,
      content: 'The emergency phone number is (555) 308-4499 and is answered 24 hours a day.',
    },
  ];

  it('answers with what is asked, not with what the visitor rules out', () => {
    const answer = answerOffline("what's the phone number for the office, not the emergency one?", candidates);
    expect(answer.reply).toContain('(555) 308-4400');
  });
});
