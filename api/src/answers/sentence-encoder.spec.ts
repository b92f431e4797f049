import { SIMILAR_MEANING } from '../answer-engine';
import { UniversalSentenceEncoder } from './sentence-encoder';

const QUESTION = 'can we borrow bikes somewhere?';
const ANSWER = 'Bikes can be rented from Pedal Pelican on Main Street.';
const UNRELATED = 'Each building has a trash enclosure next to the parking lot.';

describe('UniversalSentenceEncoder', () => {
  const encoder = new UniversalSentenceEncoder();

  it('scores a reply that answers the question as similar in meaning, an unrelated one far from it', async () => {
    expect(await encoder.similarity(QUESTION, ANSWER)).toBeGreaterThanOrEqual(SIMILAR_MEANING);
    expect(await encoder.similarity(QUESTION, UNRELATED)).toBeLessThan(0.3);
  }, 30_000);

  it('gives each of several questions asked at once its own score, the same as asked alone', async () => {
    const alone = [await encoder.similarity(QUESTION, UNRELATED), await encoder.similarity('where do we put the trash?', UNRELATED)];
    const together = await Promise.all([encoder.similarity(QUESTION, UNRELATED), encoder.similarity('where do we put the trash?', UNRELATED)]);

    expect(together[0]).toBeCloseTo(alone[0]!, 5);
    expect(together[1]).toBeCloseTo(alone[1]!, 5);
    expect(alone[1]).toBeGreaterThan(alone[0]!);
  }, 30_000);

  it('reads only the opening of a long reply', async () => {
    const long = `${ANSWER} ${'The shop also sells maps, sun cream and cold drinks for the beach. '.repeat(20)}`;

    const opening = long.slice(0, long.slice(0, 120).lastIndexOf(' '));

    expect(await encoder.similarity(QUESTION, long)).toBeCloseTo(await encoder.similarity(QUESTION, opening), 5);
  }, 30_000);
});
