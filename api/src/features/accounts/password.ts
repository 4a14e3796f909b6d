/**
 * argon2id with the OWASP minimum (19 MiB, two passes, one lane). The cost is deliberate: it is what
 * makes a stolen hash expensive to crack. `@node-rs/argon2` defaults to argon2id; the test checks it.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The native module loads with the first login or new password, not at the server's start (ADR 086). */
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a failed login, never as a server error.
    return false;
  }
}
