import { ACKNOWLEDGEMENT_REPLY, GOODBYE_REPLY, GREETING_REPLY, smallTalkReply, THANKS_REPLY } from './small-talk';

describe('smallTalkReply', () => {
  it.each(['Hello', 'hi!', 'Hey there :)', 'Good morning.', '  hello  '])('greets back %j', (message) => {
    expect(smallTalkReply(message)).toBe(GREETING_REPLY);
  });

  it.each(['Thanks!', 'thank you', 'ok thanks', 'Great, thank you so much!', 'cheers'])('answers thanks %j', (message) => {
    expect(smallTalkReply(message)).toBe(THANKS_REPLY);
  });

  it.each(['bye', 'Goodbye!', 'have a nice day'])('says goodbye to %j', (message) => {
    expect(smallTalkReply(message)).toBe(GOODBYE_REPLY);
  });

  it.each(['ok', 'Got it!', 'sounds good.'])('acknowledges %j', (message) => {
    expect(smallTalkReply(message)).toBe(ACKNOWLEDGEMENT_REPLY);
  });

  it('stays fast on a long message', () => {
    const started = Date.now();
    smallTalkReply(`hi${' !'.repeat(10_000)}x`);
    expect(Date.now() - started).toBeLessThan(20);
  });

  it.each(['hi, can I bring my dog?', 'hello what time is check-in', 'thanks, and where do we park?', 'Is the hotel good?'])(
    'leaves a question %j to the knowledge',
    (message) => {
      expect(smallTalkReply(message)).toBeNull();
    },
  );
});
