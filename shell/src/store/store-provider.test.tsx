import { useGetAgentsQuery } from '@app/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, userFactory } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import type { RemoteModuleLoader } from '../remotes/remote-module';

afterEach(() => jest.restoreAllMocks());

/** A remote screen that lists the agents through the shell's store. */
const agentsScreenLoader: RemoteModuleLoader = async () => ({
  default: function AgentNames() {
    const { data: agents = [] } = useGetAgentsQuery();
    return (
      <ul aria-label="Agents">
        {agents.map((agent) => (
          <li key={agent.id}>{agent.name}</li>
        ))}
      </ul>
    );
  },
});

describe("the shell's store", () => {
  it("serves remote screens, and forgets one person's data when another signs in", async () => {
    const user = userEvent.setup();
    const people = {
      'morgan@example.com': { user: userFactory(), agents: [{ id: 'a1', name: "Morgan's Cottage" }] },
      'riley@example.com': { user: userFactory({ id: 'user-2', name: 'Riley Park', email: 'riley@example.com' }), agents: [{ id: 'a2', name: "Riley's Loft" }] },
    };
    let signedIn: keyof typeof people | null = 'morgan@example.com';
    installFakeApi({
      'GET /api/auth/me': () => (signedIn ? json(200, people[signedIn].user) : apiError(401, 'Unauthorized', 'Unauthorized')),
      'GET /api/agents': () => (signedIn ? json(200, people[signedIn].agents) : apiError(401, 'Unauthorized', 'Unauthorized')),
      'POST /api/auth/logout': () => {
        signedIn = null;
        return json(204, null);
      },
      'POST /api/auth/login': ({ body }) => {
        signedIn = (body as { email: keyof typeof people }).email;
        return json(200, people[signedIn].user);
      },
    });

    renderApp('/agents', agentsScreenLoader);
    expect(await screen.findByText("Morgan's Cottage")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.type(await screen.findByLabelText('Email'), 'riley@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Agents' }));

    expect(await screen.findByText("Riley's Loft")).toBeTruthy();
    expect(screen.queryByText("Morgan's Cottage")).toBeNull();
  });
});
