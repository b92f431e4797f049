export { answerOffline, CONFIDENCE_THRESHOLD, NEAR_MISS_CONFIDENCE, readsEarlierQuestion } from './compose';
export { followUpContext, lastUserTurn, looksLikeFollowUp, type HistoryTurn } from './follow-up';
export { settleNearMiss, SIMILAR_MEANING, type TextSimilarity } from './near-miss';
export { splitIntoPassages, type Passage, type SplitOptions } from './passages';
export { DONT_KNOW_REPLY } from './reply-text';
export {
  buildSearchQueries,
  buildSearchQuery,
  DEFAULT_CANDIDATE_LIMIT,
  POOL_LIMIT,
  retrievalParams,
  retrievalSql,
  type SearchQueries,
} from './search-query';
export { stem } from './stemmer';
export type { AnswerSource, KnowledgeCandidate, NearMiss, OfflineAnswer } from './types';
export { SYNONYM_GROUPS, type SynonymGroup } from './vocabulary';
