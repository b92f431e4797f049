import { nestsDeeperThan } from './json-depth';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { child: value };
  return value;
}

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not the values in them', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: 'x' }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: { b: [1] } }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: { b: [1] } }, 3)).toBe(false);
  });

  it('walks bodies far deeper than the call stack would allow', () => {
    expect(nestsDeeperThan(nested(100_000), 64)).toBe(true);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
  });
});
