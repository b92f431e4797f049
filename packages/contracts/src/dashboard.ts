export interface DashboardStats {
  conversations: number;
  bookings: number;
  revenue: number;
  properties: number;
  setup: SetupState;
}

/** What the dashboard's setup steps can see of the account's own progress. */
export interface SetupState {
  /** An agent has knowledge that has not failed. */
  knowledgeAdded: boolean;
  /** A widget configuration has been saved, or a conversation has arrived on any channel. */
  channelReady: boolean;
  /** An agent has been tried in the Playground. */
  agentTried: boolean;
}
