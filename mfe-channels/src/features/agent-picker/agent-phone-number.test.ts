import { makeAgent } from '@app/testing';
import { agentPhoneNumber } from './agent-phone-number';

const withNumber = (smsPhoneNumber: unknown) => agentPhoneNumber(makeAgent({ configuration: { smsPhoneNumber } }));

describe('agentPhoneNumber', () => {
  it.each(['+15551234567', '+1 (555) 123-4567', '555.123.4567', '+44 20 7123 4567'])('takes %s', (number) => {
    expect(withNumber(number)).toBe(number);
  });

  // Only something that can be dialled is shown as the agent's number.
  it.each(['abc', '123456', '+1234567890123456', '555 123 4567 ext 2', '', 15551234567])('refuses %p', (number) => {
    expect(withNumber(number)).toBeUndefined();
  });
});
