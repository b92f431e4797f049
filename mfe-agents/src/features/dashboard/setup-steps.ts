/** The onboarding path shown on the dashboard; the spec fixes it at six steps. */
export type SetupStepAction = { kind: 'create' } | { kind: 'link'; to: string };

export interface SetupStep {
  title: string;
  description: string;
  button: string;
  action: SetupStepAction;
}

export const SETUP_STEPS: SetupStep[] = [
  { title: 'Create Agent', description: 'Give your assistant a name, a type and its channels.', button: 'Manage Agents', action: { kind: 'create' } },
  { title: 'Add Knowledge', description: 'Teach it your listings, policies and answers.', button: 'Add Knowledge', action: { kind: 'link', to: '/knowledge-base' } },
  { title: 'Setup Channels', description: 'Choose where customers can reach it.', button: 'Configure', action: { kind: 'link', to: '/agents' } },
  { title: 'Integrations', description: 'Connect your property management system.', button: 'Connect', action: { kind: 'link', to: '/integrations' } },
  { title: 'Test Agent', description: 'Chat with it in the playground before going live.', button: 'Test Now', action: { kind: 'link', to: '/playground' } },
  { title: 'Monitor', description: 'Follow its conversations as they happen.', button: 'View', action: { kind: 'link', to: '/conversations' } },
];

/** Having an agent is the only progress the dashboard can see, so it never passes step 2. */
export function currentSetupStep(agentCount: number): number {
  return agentCount > 0 ? 2 : 1;
}
