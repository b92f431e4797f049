const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 32;
const MASK = '•'.repeat(24);

/** A random secret key in the 'sk_' format, made in the browser only. */
export function generateApiKey(): string {
  const characters: string[] = [];
  // Bytes of 248 and above are skipped so every character is equally likely (248 = 4 * 62).
  const limit = 256 - (256 % ALPHABET.length);
  while (characters.length < KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(KEY_LENGTH))) {
      if (byte < limit && characters.length < KEY_LENGTH) {
        characters.push(ALPHABET[byte % ALPHABET.length]!);
      }
    }
  }
  return `sk_${characters.join('')}`;
}

/** Shows only the prefix and, when known, the last four characters. */
export function maskApiKey(key: string | undefined): string {
  return key ? `sk_${MASK}${key.slice(-4)}` : `sk_${MASK}`;
}
