/**
 * A set of ways people name one thing. `heads` are interchangeable names ("crib", "cot");
 * `members` are specific kinds of it ("dog", "cat" for pets): a head matches any member well,
 * while two different members (a dog is not a cat) match each other only weakly.
 */
export interface SynonymGroup {
  readonly id: string;
  readonly heads: readonly string[];
  readonly members?: readonly string[];
  /**
   * The phrases mean something other than their words, so knowledge that says one does not say
   * its words: "no same-day arrival" is not about your arrival, "car washing" not about laundry.
   */
  readonly opaque?: boolean;
}
