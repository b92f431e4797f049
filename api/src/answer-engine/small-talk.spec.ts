import {
  ACKNOWLEDGEMENT_REPLY,
  DECLINE_REPLY,
  GOODBYE_REPLY,
  GREETING_REPLY,
  smallTalkReply,
  THANKS_REPLY,
  withoutSmallTalk,
} from './small-talk';

describe('smallTalkReply', () => {
  it.each(['Hello', 'hi!', 'Hey there :)', 'Good morning.', '  hello  ', 'Hi, is anyone there?', 'hello there, I have a question'])(
    'greets back %j',
    (message) => {
      expect(smallTalkReply(message)).toBe(GREETING_REPLY);
    },
  );

  it.each(['Thanks!', 'thank you', 'ok thanks', 'Great, thank you so much!', 'cheers', "Thanks so much, that's helpful", 'thats very helpful'])(
    'answers thanks %j',
    (message) => {
      expect(smallTalkReply(message)).toBe(THANKS_REPLY);
    },
  );

  it.each(['bye', 'Goodbye!', 'have a nice day', 'Thanks, bye', "that's all", 'no thats all, thank you'])('says goodbye to %j', (message) => {
    expect(smallTalkReply(message)).toBe(GOODBYE_REPLY);
  });

  it.each(['ok', 'Got it!', 'sounds good.', 'ok great', 'Perfect, got it'])('acknowledges %j', (message) => {
    expect(smallTalkReply(message)).toBe(ACKNOWLEDGEMENT_REPLY);
  });

  it.each(['no', 'No thanks', 'nope, I’m good', "no that's ok"])('takes %j as a no, without asking the same again', (message) => {
    expect(smallTalkReply(message)).toBe(DECLINE_REPLY);
  });

  it('stays fast on a long message', () => {
    const started = Date.now();
    smallTalkReply(`hi${' !'.repeat(10_000)}x`);
    withoutSmallTalk(`hi${' !'.repeat(10_000)}x`);
    withoutSmallTalk(`x${' '.repeat(10_000)}x`);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it.each(['hi, can I bring my dog?', 'hello what time is check-in', 'thanks, and where do we park?', 'Is the hotel good?', 'no pets?', 'great view?', 'ok, где парковка?', 'hi 👋 ¿dónde está el parking?', 'thanks 2'])(
    'leaves a question %j to the knowledge',
    (message) => {
      expect(smallTalkReply(message)).toBeNull();
    },
  );
});

describe('withoutSmallTalk', () => {
  it.each([
    ['great, and parking?', 'and parking?'],
    ['Hi! Can I bring my dog?', 'Can I bring my dog?'],
    ['Thanks. Also, where do we park?', 'Also, where do we park?'],
    ['ok thanks, what time is checkout', 'what time is checkout'],
    ['cool do i need to bring anything', 'do i need to bring anything'],
    ['ok cool and if it rains?', 'and if it rains?'],
    ['my son wants to fly his drone from the yard, cool?', 'my son wants to fly his drone from the yard, ok?'],
    ['we are bringing our dog, is that cool with you?', 'we are bringing our dog, ok?'],
    ['Dear team, what time is check-in? Kind regards, Margaret', 'what time is check-in?'],
    ['Dear Sir or Madam, which way to the beach?', 'which way to the beach?'],
    ['Good afternoon, may we park on the street? Yours sincerely, Dorothy Hughes', 'may we park on the street?'],
    ['is the deposit refundable? Thank you in advance.', 'is the deposit refundable?'],
    ['where do we park? Cheers, Tom', 'where do we park?'],
  ])('reads %j as %j', (message, question) => {
    expect(withoutSmallTalk(message)).toBe(question);
  });

  it.each([
    'ok to bring dogs?', 'no pets?', 'good morning', 'is parking free?', 'super quiet street?', 'good restaurants nearby?',
    'is the bedroom cool?',
    // A sign-off followed by more than a name, or a salutation alone, is what the visitor wrote.
    'where do i park, thanks for the help', 'Kind regards, Margaret', 'Dear team',
  ])('leaves %j as it is', (message) => {
    expect(withoutSmallTalk(message)).toBe(message);
  });
});
