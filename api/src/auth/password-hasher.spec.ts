import { hashPassword, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery');

    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
  });

  it('salts every hash and never stores the password', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);

    expect(first).not.toEqual(second);
    expect(first).not.toContain('same password');
    expect(first.split('$')).toHaveLength(6);
  });

  it('refuses a stored value it cannot read', async () => {
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});
