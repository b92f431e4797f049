/** Said when the language model fails and the knowledge alone holds no answer either. */
export const ANSWER_UNAVAILABLE_REPLY =
  "I couldn't get a reply just now; there may be a temporary connection issue. Please try again in a moment, or ask to be connected with a member of our team.";
