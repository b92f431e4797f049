import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, userFactory } from './test/fake-api';
import { leavePageFor } from './routes/leave-page';
import { renderApp } from './test/render-app';

jest.mock('./routes/leave-page', () => ({ leavePageFor: jest.fn() }));

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  // The request helper logs every failed call (the 401s of signed-out visitors among them).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(leavePageFor).mockClear();
});

describe('routing for a signed-in manager', () => {
  beforeEach(() => {
    installFakeApi({ 'GET /api/auth/me': () => json(200, userFactory()) });
  });

  it('shows Page Not Found inside the layout for an unknown path, with a way back', async () => {
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it.each([
    ['/', 'mfe_agents ./Dashboard'],
    ['/agents/abc-123', 'mfe_agents ./AgentDetail'],
    ['/knowledge-base', 'mfe_agents ./Agents'],
    ['/sms', 'mfe_channels ./Sms'],
    ['/elevenlabs-voice', 'mfe_channels ./ElevenLabsVoice'],
    ['/playground', 'mfe_tools ./Playground'],
  ])('renders %s from %s', async (path, screenName) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: screenName })).toBeTruthy();
  });

  it('highlights the current sidebar entry and shows who is signed in', async () => {
    renderApp('/agents/abc-123');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Agents' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Morgan Lee')).toBeTruthy();
    expect(screen.getByText('morgan@example.com')).toBeTruthy();
    expect(screen.getByText('© 2026 All rights reserved.')).toBeTruthy();
  });

  it('renders the widget page outside the sidebar layout', async () => {
    renderApp('/widget-client?agentId=a1');
    expect(await screen.findByRole('heading', { name: 'mfe_widget ./WidgetClient' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it.each(['/widget-client/', '/Widget-Client'])('sends %s to the server\'s own /widget-client, whose answer carries the frame policy', (path) => {
    renderApp(`${path}?agentId=a1#chat`);
    expect(leavePageFor).toHaveBeenCalledWith('/widget-client?agentId=a1#chat');
    expect(screen.queryByRole('heading', { name: 'mfe_widget ./WidgetClient' })).toBeNull();
  });

  it('sends a signed-in visitor of /sign-in on to the dashboard', async () => {
    renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'mfe_agents ./Dashboard' })).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('signs out through the API and lands on sign-in', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const requests = installFakeApi({
      'GET /api/auth/me': () => (signedIn ? json(200, userFactory()) : apiError(401, 'Unauthorized', 'Unauthorized')),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(204, null);
      },
    });
    renderApp('/agents');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/sign-in');
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout')).toBe(true);
  });
});

describe('a signed-out visitor', () => {
  it('is sent to sign-in with the wanted path and comes back to it after signing in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const requests = installFakeApi({
      'GET /api/auth/me': () => (signedIn ? json(200, userFactory()) : apiError(401, 'Unauthorized', 'Unauthorized')),
      'POST /api/auth/login': ({ body }) => {
        const { email, password } = body as { email: string; password: string };
        if (email !== 'morgan@example.com' || password !== 'correct-horse') {
          return apiError(401, 'Invalid email or password', 'Unauthorized');
        }
        signedIn = true;
        return json(200, userFactory());
      },
    });
    renderApp('/agents?tab=mine');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(location()).toBe('/sign-in?next=%2Fagents%3Ftab%3Dmine');

    await user.type(screen.getByLabelText('Email'), 'morgan@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(location()).toBe('/sign-in?next=%2Fagents%3Ftab%3Dmine');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'mfe_agents ./Agents' })).toBeTruthy();
    expect(location()).toBe('/agents?tab=mine');
    expect(screen.getByText('Morgan Lee')).toBeTruthy();
    const logins = requests.filter((request) => request.path === '/api/auth/login');
    expect(logins.map((request) => request.body)).toEqual([
      { email: 'morgan@example.com', password: 'wrong-password' },
      { email: 'morgan@example.com', password: 'correct-horse' },
    ]);
  });

  it('shows the rate-limit message the API sends', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /api/auth/me': () => apiError(401, 'Unauthorized', 'Unauthorized'),
      'POST /api/auth/login': () => apiError(429, 'Too many login attempts. Try again later.', 'Too Many Requests'),
    });
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Email'), 'morgan@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many login attempts. Try again later.');
  });

  it('signs up with the password rule shown, and sees the API refusal of a taken email', async () => {
    const user = userEvent.setup();
    const requests = installFakeApi({
      'GET /api/auth/me': () => apiError(401, 'Unauthorized', 'Unauthorized'),
      'POST /api/auth/signup': () => apiError(409, 'An account with this email already exists', 'Conflict'),
    });
    renderApp('/sign-up?next=%2Fsettings');
    expect(await screen.findByText('At least 8 characters.')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Morgan Lee');
    await user.type(screen.getByLabelText('Email'), 'morgan@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at least 8 characters.');
    expect(requests.some((request) => request.path === '/api/auth/signup')).toBe(false);

    await user.type(screen.getByLabelText('Password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An account with this email already exists');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fsettings');
  });

  it('checks the sign-up form as the API does: email domain, spaces-only password, field lengths', async () => {
    const user = userEvent.setup();
    const requests = installFakeApi({ 'GET /api/auth/me': () => apiError(401, 'Unauthorized', 'Unauthorized') });
    renderApp('/sign-up');
    await screen.findByText('At least 8 characters.');

    await user.type(screen.getByLabelText('Name'), 'Morgan Lee');
    await user.type(screen.getByLabelText('Email'), 'morgan@localhost.c');
    await user.type(screen.getByLabelText('Password'), '          ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Use more than spaces.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/auth/signup')).toBe(false);
    expect(screen.getByLabelText('Name').getAttribute('maxlength')).toBe('120');
  });

  it('comes back to the wanted path after signing up', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    installFakeApi({
      'GET /api/auth/me': () => (signedIn ? json(200, userFactory()) : apiError(401, 'Unauthorized', 'Unauthorized')),
      'POST /api/auth/signup': ({ body }) => {
        signedIn = true;
        return json(201, userFactory(body as { name: string; email: string }));
      },
    });
    renderApp('/settings');
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(location()).toBe('/sign-up?next=%2Fsettings');
    await user.type(screen.getByLabelText('Name'), 'Jordan Park');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'mfe_tools ./Settings' })).toBeTruthy();
    expect(screen.getByText('Jordan Park')).toBeTruthy();
  });
});
