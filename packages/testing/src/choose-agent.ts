import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Waits for the agents list to arrive, then picks the agent by name in the select labelled `label`. */
export async function chooseAgent(user: UserEvent, label: string, agentName: string) {
  const option = await screen.findByRole('option', { name: agentName });
  await user.selectOptions(screen.getByLabelText(label), option);
}
