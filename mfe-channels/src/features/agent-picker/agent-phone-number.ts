import { isPhoneNumber, PHONE_NUMBER_KEY, type Agent } from '@app/contracts';

/** The phone number an agent answers on, when one that can be a phone number has been linked to it. */
export function agentPhoneNumber(agent: Agent | undefined): string | undefined {
  const number = agent?.configuration[PHONE_NUMBER_KEY];
  return isPhoneNumber(number) ? number : undefined;
}
