import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 10;
/** Random bytes for this many ids are drawn at once, as crypto.randomUUID does. */
const POOLED_IDS = 128;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

const random = Buffer.alloc(RANDOM_BYTES * POOLED_IDS);
let used = POOLED_IDS;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows written one
 * after another get neighbouring keys, so a busy table's primary-key index grows at its right
 * edge instead of touching a random page (and writing it to the WAL again) for every insert.
 */
export function timeOrderedId(now = Date.now()): string {
  if (used === POOLED_IDS) {
    randomFillSync(random);
    used = 0;
  }
  const offset = RANDOM_BYTES * used++;
  const time = now.toString(16).padStart(12, '0');
  const byte = (index: number) => HEX[random[offset + index] as number] as string;
  const version = HEX[0x70 | ((random[offset] as number) & 0x0f)] as string;
  const variant = HEX[0x80 | ((random[offset + 2] as number) & 0x3f)] as string;
  return (
    `${time.slice(0, 8)}-${time.slice(8)}-${version}${byte(1)}-${variant}${byte(3)}-` +
    `${byte(4)}${byte(5)}${byte(6)}${byte(7)}${byte(8)}${byte(9)}`
  );
}
