import type { NearMiss, OfflineAnswer } from './types';

/**
 * How close in meaning each reply is to the question it would answer: the cosine of their sentence
 * embeddings, about 0.1 for unrelated sentences, above 0.5 for a question and its answer.
 */
export type TextSimilarity = (question: string, replies: readonly string[]) => Promise<number[]>;

/**
 * The similarity at which a near miss is taken as the answer. Read off the tuned splits of the
 * answer benchmark; on the two unseen ones it gave 9 more right answers for 2 answers to questions
 * the knowledge does not cover (docs/benchmarks.md).
 */
export const SIMILAR_MEANING = 0.47;
/**
 * A next best answer from other knowledge needs this much more: the words chose the first one, so
 * another has to mean what was asked more plainly ("where can I get a parking permit?" answered by
 * the permit sentence rather than the parking space one).
 */
const RUNNER_UP_MARGIN = 0.1;

/**
 * The embedded answerer's answer, or its near miss when a sentence encoder finds that the reply
 * means what the visitor asked: words missed "can we borrow bikes somewhere?" / "Bikes can be rented
 * from Pedal Pelican", the meaning does not. The near miss's next best answers from other
 * knowledge are weighed with it, in one call. Without an encoder the answer stands.
 */
export async function settleNearMiss(message: string, answer: OfflineAnswer, similarity: TextSimilarity | null): Promise<OfflineAnswer> {
  if (!answer.nearMiss || !similarity) return answer;
  const { alternatives = [], ...first } = answer.nearMiss;
  const misses: NearMiss[] = [first, ...alternatives];
  const scores = await similarity(message, misses.map((miss) => miss.reply));
  let best: { miss: NearMiss; score: number } | undefined;
  misses.forEach((miss, index) => {
    const score = scores[index]!;
    const needed = index === 0 ? SIMILAR_MEANING : SIMILAR_MEANING + RUNNER_UP_MARGIN;
    if (score >= needed && (!best || score > best.score)) best = { miss, score };
  });
  return best ? { reply: best.miss.reply, sources: best.miss.sources, confidence: best.miss.confidence, found: true } : answer;
}
