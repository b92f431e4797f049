// The one question every benchmark visitor asks and the agent's answer to it, shared by the load
// (run.mjs), the agent it sets up and the echo server, which sends the same answer back.
export const QUESTION = 'Can I bring my dog?';
export const ANSWER = 'Yes, dogs under 20 kg are welcome for a $50 fee per stay.';
