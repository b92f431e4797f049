/** Shown in place of a reply when the chat call fails for any reason. */
export const FAILED_REPLY =
  "I couldn't get a reply just now. The AI service key may not be configured yet, there may be a temporary connection issue, or this agent may still need some setup. Please check the agent's settings and try again in a moment.";

/** Shown when the agent answered with nothing. */
export const EMPTY_REPLY = "I'm sorry, I couldn't come up with a reply. Please try rephrasing your question.";
