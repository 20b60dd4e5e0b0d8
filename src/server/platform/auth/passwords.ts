import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { checkPasswordPolicy, type PasswordProblem } from '@shared/domain/identity/password-policy';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal usernames. */
let decoyHash: Promise<string> | undefined;
export function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash;
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

/**
 * The policy of D3 section 1 plus a refusal of common and easily guessed passwords: zxcvbn's
 * dictionaries of common passwords, names and keyboard patterns (score below 3 is refused).
 */
export function passwordProblems(password: string, username?: string, name?: string): PasswordProblem[] {
  const problems = checkPasswordPolicy(password, username);
  if (problems.length > 0) return problems;
  const result = zxcvbn.check(
    password,
    [username ?? '', name ?? '', 'dockhand', 'furhaven', 'worldwise'].filter(Boolean),
  );
  if (result.score < 3) {
    problems.push({
      rule: 'common',
      message: 'Password is too common or easy to guess. Use a longer mix of unrelated words.',
    });
  }
  return problems;
}
