import { DONT_KNOW_REPLY } from '../answer-engine';
import { asksForPerson, saysYes, wantsPerson } from './person-request';

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a person?',
    'can i speak with someone from your team please',
    'Connect me with an agent',
    'I want to chat to a real human',
    'human please',
    'Agent.',
    'could you put me through to the manager',
    'Can I talk to a person about bringing my dog?',
  ])('hears a request for a person in %j', (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    'How do I connect to the wifi?',
    'How do I transfer my booking to someone else?',
    'Can I transfer my reservation to another person?',
    'How do I connect my laptop to the staff wifi?',
    'How do I chat with my team in the app?',
    'Can I talk to the listing agent about the garden?',
    'Is the listing agent fee included?',
    'Who is the property manager?',
    'Can someone fix the heating?',
    'yes',
  ])('does not take %j for one', (message) => {
    expect(asksForPerson(message)).toBe(false);
  });

  it('stays fast on a long message of spaces', () => {
    const started = Date.now();
    asksForPerson(`talk ${' '.repeat(20_000)}x`);
    asksForPerson(`human${' '.repeat(20_000)}x`);
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe('wantsPerson', () => {
  const offered = () => Promise.resolve(DONT_KNOW_REPLY);
  const answered = () => Promise.resolve('Check-in is from 3 pm.');

  it.each(['yes', 'Yes please!', 'ok', 'sure.', "I'd like that", 'Yes, please', 'yes thanks', 'yes 🙂', 'Yes please 🙏', 'sure, go ahead', 'please, yes'])('takes %j after the offer of a person as accepting it', async (message) => {
    expect(saysYes(message)).toBe(true);
    expect(await wantsPerson(message, offered)).toBe(true);
  });

  it("takes a yes after a language model's own offer of a person, but not after its other questions", async () => {
    const modelOffer = () => Promise.resolve("I don't have details on that, sorry. Would you like me to connect you with someone from our team?");
    const otherQuestion = () => Promise.resolve('Check-in is from 3 pm. Would you like directions to the house?');
    expect(await wantsPerson('yes please', modelOffer)).toBe(true);
    expect(await wantsPerson('yes please', otherQuestion)).toBe(false);
  });

  it('does not take a yes after an answer, or a question that starts with yes, for accepting', async () => {
    expect(await wantsPerson('ok', answered)).toBe(false);
    expect(await wantsPerson('yes, and is the pool heated?', offered)).toBe(false);
    expect(await wantsPerson('thanks', offered)).toBe(false);
  });

  it('reads the last reply only for a yes', async () => {
    const lastReply = jest.fn(offered);

    await wantsPerson('What time is check-in?', lastReply);

    expect(lastReply).not.toHaveBeenCalled();
  });
});
