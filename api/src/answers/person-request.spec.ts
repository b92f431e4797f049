import { wantsPerson } from './person-request';

describe('wantsPerson', () => {
  it.each([
    'Can I talk to a person?',
    'can i speak with someone from your team please',
    'Connect me with an agent',
    'I want to chat to a real human',
    'human please',
    'Agent.',
    'could you put me through to the manager',
  ])('hears a request for a person in %j', (message) => {
    expect(wantsPerson(message)).toBe(true);
  });

  it.each([
    'How do I connect to the wifi?',
    'Is the listing agent fee included?',
    'Who is the property manager?',
    'Can someone fix the heating?',
    'yes',
  ])('does not take %j, with no offer made, for one', (message) => {
    expect(wantsPerson(message)).toBe(false);
  });

  it.each(['yes', 'Yes please!', 'ok', 'sure.', "I'd like that"])('takes %j after the offer of a person as accepting it', (message) => {
    expect(wantsPerson(message, true)).toBe(true);
  });

  it('does not take a question that starts with yes for accepting the offer', () => {
    expect(wantsPerson('yes, and is the pool heated?', true)).toBe(false);
  });
});
