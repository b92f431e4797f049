/** One row returned by the retrieval statement. */
export interface KnowledgeCandidate {
  readonly id: string;
  readonly kind: 'qa' | 'passage' | string;
  readonly title: string;
  readonly question?: string | null;
  readonly content: string;
  readonly itemId?: string;
  readonly rank?: number;
}

export interface AnswerSource {
  readonly id: string;
  readonly title: string;
}

export interface OfflineAnswer {
  readonly reply: string;
  readonly sources: AnswerSource[];
  /** False when the knowledge holds no answer and the reply says so. */
  readonly found: boolean;
  /** 0 to 1: how much of the question the reply's knowledge covers. */
  readonly confidence: number;
  /**
   * With `found` false: the best answer, when it fell only a little short of the confidence an
   * answer needs. A sentence encoder may find that it means what the question asks (see settleNearMiss).
   */
  readonly nearMiss?: NearMiss;
}

export interface NearMiss {
  readonly reply: string;
  readonly sources: AnswerSource[];
  readonly confidence: number;
}
