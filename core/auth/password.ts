import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Letters and digits a person cannot confuse when reading or typing them (no 0/o, 1/l/i).
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A random password a person can read out and type: four groups of four (e.g. `k7dm-x3qr-w9tz-4hne`),
 * about 79 bits from the operating system's random source, always with a letter and a digit.
 */
export function generatePassword(): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => READABLE[randomInt(READABLE.length)]!).join('');
    if (/\d/.test(chars) && /[a-z]/.test(chars)) return chars.match(/.{4}/g)!.join('-');
  }
}

/** Both, for code that makes accounts without importing core itself (db/seed's demo accounts). */
export const passwordTools = { generate: generatePassword, hash: hashPassword };
