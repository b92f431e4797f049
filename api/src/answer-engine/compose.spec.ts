import { answerOffline } from './compose';
import { DONT_KNOW_REPLY } from './reply-text';
import type { KnowledgeCandidate } from './types';

function passage(id: string, title: string, content: string): KnowledgeCandidate {
  return { id, kind: 'passage', title, question: null, content };
}

const candidates: KnowledgeCandidate[] = [
  { id: 'qa-1', kind: 'qa', title: 'Do you have a crib?', question: 'Do you have a crib?', content: 'Yes, a travel cot is in the hall closet.' },
  passage(
    'p-arrival',
    'House manual \u2014 Arrival',
    'Check-in time is 4:00 pm. Early check-in from 1:00 pm is possible for $35. Please send us your arrival time.',
  ),
  passage(
    'p-pets',
    'House manual \u2014 Pets',
    'We welcome up to two dogs under 50 lbs. A pet fee of $75 per stay applies. Sorry, no cats because of allergies.',
  ),
  passage(
    'p-fees',
    'House manual \u2014 Fees and deposit',
    'A cleaning fee of $150 per stay is included in your booking total. We hold a refundable security deposit of $300.',
  ),
  passage('p-wifi', 'House manual \u2014 Wi-Fi', 'Wi-Fi network: Driftwood-Guest\nWi-Fi password: saltwater2024'),
];

const knowledgeText = candidates.map((c) => c.content).join(' ');

describe('answerOffline', () => {
  it('replies with the answer of a matching Q&A pair', () => {
    const answer = answerOffline('is there a cot for the baby', candidates);
    expect(answer.found).toBe(true);
    expect(answer.reply).toBe('Yes, a travel cot is in the hall closet.');
    expect(answer.sources).toEqual([{ id: 'qa-1', title: 'Do you have a crib?' }]);
  });

  it('replies with the sentence that answers, not the whole passage', () => {
    const answer = answerOffline('what time can we check in?', candidates);
    expect(answer.found).toBe(true);
    expect(answer.reply).toContain('4:00 pm');
    expect(answer.reply).not.toContain('send us your arrival time');
    expect(answer.sources[0]!.id).toBe('p-arrival');
  });

  it('prefers the sentence with a price for a how-much question', () => {
    const answer = answerOffline('how much is the security deposit?', candidates);
    expect(answer.reply).toContain('$300');
  });

  it('reads "hours" as opening hours, not as a duration in another sentence', () => {
    const pool = passage(
      'p-pool',
      'House manual \u2014 Pool',
      'The private pool is open from 8:00 am to 10:00 pm. Pool heating costs $25 per night; request it 48 hours ahead.',
    );
    expect(answerOffline('pool hours?', [pool]).reply).toBe('The private pool is open from 8:00 am to 10:00 pm.');
  });

  it('prefers a sentence saying a thing is there for an is-there question', () => {
    const cooling = passage(
      'p-cooling',
      'House manual \u2014 Heating and air conditioning',
      'The cottage has central air conditioning. Please close the windows while the AC is running.',
    );
    expect(answerOffline('does the place have AC', [cooling]).reply).toContain('has central air conditioning');
  });

  it('prefers the "if" rule for a what-happens-if question', () => {
    const renewal = passage(
      'p-renewal',
      'Handbook \u2014 Lease renewal',
      'We send renewal offers 90 days before your lease ends. If you do not sign a renewal, the lease continues month-to-month.',
    );
    expect(answerOffline("what happens if I don't renew my lease", [renewal]).reply).toContain('month-to-month');
  });

  it('gives a list item its introduction but not an unrelated sentence before it', () => {
    const departure = passage(
      'p-departure',
      'House manual \u2014 Departure',
      'Late checkout until noon costs $45.\nBefore you go, please:\n- Put all trash in the outside bins.\n- Lock the front door.',
    );
    expect(answerOffline('where do we put the trash when we leave', [departure]).reply).toBe(
      'Before you go, please: Put all trash in the outside bins.',
    );
  });

  it('understands a typo and a synonym', () => {
    expect(answerOffline('whats the wifi pasword', candidates).reply).toContain('saltwater2024');
    expect(answerOffline('can I bring my puppy?', candidates).reply).toContain('two dogs');
  });

  it('admits it does not know when the knowledge does not cover the question', () => {
    for (const question of ['is there a gym nearby?', 'can I pay with bitcoin?', 'do you have a sauna']) {
      const answer = answerOffline(question, candidates);
      expect(answer).toEqual(expect.objectContaining({ found: false, reply: DONT_KNOW_REPLY, sources: [] }));
    }
    expect(answerOffline('anything', []).found).toBe(false);
  });

  it('uses the previous question for a follow-up', () => {
    const history = [
      { role: 'user', content: 'how much is the cleaning fee?' },
      { role: 'assistant', content: 'A cleaning fee of $150 per stay is included in your booking total.' },
    ];
    const answer = answerOffline('what about the deposit?', candidates, history);
    expect(answer.reply).toContain('$300');
    const cats = answerOffline('and cats?', candidates, [{ role: 'user', content: 'are dogs allowed?' }]);
    expect(cats.reply).toContain('allergies');
  });

  it('never says anything the knowledge does not say', () => {
    const questions = ['can we arrive early', 'are pets ok', 'cleaning fee?', 'wifi network name', 'crib?'];
    for (const question of questions) {
      const answer = answerOffline(question, candidates);
      if (!answer.found) continue;
      for (const sentence of answer.reply.split(/(?<=[.!?])\s+/)) {
        expect(knowledgeText).toContain(sentence.replace(/\.$/, ''));
      }
    }
  });
});
