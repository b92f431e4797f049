import type { Agent, DashboardStats } from '@app/contracts';

let sequence = 0;

export function buildAgent(overrides: Partial<Agent> = {}): Agent {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Agent ${sequence}`,
    description: 'Answers questions from guests',
    type: 'rental',
    systemPrompt: null,
    channels: ['webchat'],
    status: 'training',
    configuration: {},
    metadata: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return { conversations: 0, bookings: 0, revenue: 0, properties: 0, ...overrides };
}
