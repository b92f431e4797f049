import { answerOffline, NEAR_MISS_CONFIDENCE } from './compose';
import { settleNearMiss, SIMILAR_MEANING, type TextSimilarity } from './near-miss';
import { DONT_KNOW_REPLY } from './reply-text';
import type { KnowledgeCandidate } from './types';

const bikes: KnowledgeCandidate = {
  id: 'p-bikes',
  kind: 'passage',
  title: 'Local guide \u2014 Getting around',
  question: null,
  content: 'Bikes can be rented from Pedal Pelican on Main Street. The number 12 bus runs every 30 minutes to downtown.',
};

/** A sentence encoder that finds every reply this similar to its question. */
const scoring = (score: number): TextSimilarity => () => Promise.resolve(score);

describe('near misses', () => {
  it('keeps the best answer of a question the words fall just short of, without giving it', () => {
    const answer = answerOffline('can we borrow bikes somewhere?', [bikes]);

    expect(answer.found).toBe(false);
    expect(answer.reply).toBe(DONT_KNOW_REPLY);
    expect(answer.nearMiss).toEqual({
      reply: 'Bikes can be rented from Pedal Pelican on Main Street.',
      sources: [{ id: 'p-bikes', title: bikes.title }],
      confidence: expect.any(Number),
    });
    expect(answer.nearMiss!.confidence).toBeGreaterThanOrEqual(NEAR_MISS_CONFIDENCE);
  });

  it('keeps none when the knowledge shares too little of the question', () => {
    expect(answerOffline('how much do bikes cost to hire per day?', [bikes]).nearMiss).toBeUndefined();
  });

  it('gives the near miss when the sentence encoder finds it means what was asked', async () => {
    const answer = await settleNearMiss('can we borrow bikes somewhere?', answerOffline('can we borrow bikes somewhere?', [bikes]), scoring(SIMILAR_MEANING));

    expect(answer).toMatchObject({ found: true, reply: 'Bikes can be rented from Pedal Pelican on Main Street.' });
    expect(answer.sources).toEqual([{ id: 'p-bikes', title: bikes.title }]);
  });

  it('keeps the honest answer when the encoder finds the reply means something else, or there is no encoder', async () => {
    const offline = answerOffline('can we borrow bikes somewhere?', [bikes]);

    expect(await settleNearMiss('can we borrow bikes somewhere?', offline, scoring(SIMILAR_MEANING - 0.01))).toBe(offline);
    expect(await settleNearMiss('can we borrow bikes somewhere?', offline, null)).toBe(offline);
  });

  it('does not ask the encoder about an answer that was found or missed by far', async () => {
    const asked: string[] = [];
    const recording: TextSimilarity = (question) => {
      asked.push(question);
      return Promise.resolve(1);
    };
    await settleNearMiss('how often does the bus run?', answerOffline('how often does the bus run?', [bikes]), recording);
    await settleNearMiss('is there a sauna?', answerOffline('is there a sauna?', [bikes]), recording);

    expect(asked).toEqual([]);
  });
});
