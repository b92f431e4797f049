import { isSameOrigin } from './same-origin';

describe('isSameOrigin', () => {
  it.each([
    [undefined, 'agents.example.com', true],
    ['https://agents.example.com', 'agents.example.com', true],
    ['http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['https://agents.example.com', 'AGENTS.example.com', true],
    ['https://evil.example', 'agents.example.com', false],
    ['http://localhost:8080', 'localhost', true],
    ['https://agents.example.com.evil.example', 'agents.example.com', false],
    ['null', 'agents.example.com', false],
    ['https://agents.example.com', undefined, false],
  ])('origin %s on host %s: %s', (origin, host, expected) => {
    expect(isSameOrigin(origin, host)).toBe(expected);
  });
});
