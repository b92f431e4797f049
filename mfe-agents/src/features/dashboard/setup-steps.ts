import type { SetupState } from '@app/contracts';

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

export interface SetupProgressState {
  /** The step to take now (1-6): the first not done, the optional Integrations step aside. */
  current: number;
  /** Whether each of the six steps is done, in order. */
  done: boolean[];
}

/** Integrations (step 4) has nothing to connect yet: it is offered, but never holds the way. */
const OPTIONAL_STEP = 4;

/**
 * Where the account stands. Monitoring is done once a conversation has come in; Integrations
 * is never done until there is something to connect.
 */
export function setupProgress(agentCount: number, setup: SetupState | undefined, conversations: number): SetupProgressState {
  const done = [
    agentCount > 0,
    Boolean(setup?.knowledgeAdded),
    Boolean(setup?.channelReady),
    false,
    Boolean(setup?.agentTried),
    conversations > 0,
  ];
  const firstOpen = done.findIndex((isDone, index) => !isDone && index + 1 !== OPTIONAL_STEP);
  return { current: firstOpen < 0 ? SETUP_STEPS.length : firstOpen + 1, done };
}
