import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 10;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows written one
 * after another get neighbouring keys, so a busy table's primary-key index grows at its right
 * edge instead of touching a random page (and writing it to the WAL again) for every insert.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(now, 0, 6);
  randomFillSync(bytes, 6, RANDOM_BYTES);
  bytes[6] = 0x70 | ((bytes[6] as number) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
