import type { Agent } from '@app/contracts';

/** The phone number an agent answers on, when one has been linked to it. */
export function agentPhoneNumber(agent: Agent | undefined): string | undefined {
  const number = agent?.configuration['smsPhoneNumber'];
  return typeof number === 'string' && number.trim() !== '' ? number : undefined;
}
