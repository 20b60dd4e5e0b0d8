/**
 * The account policy of D3 section 1: at least 8 characters with lower case, upper case,
 * a number and a symbol. The server also refuses common passwords (see the auth module),
 * which needs a dictionary too large for the client bundle.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** 'common' is decided on the server, which holds the dictionary. */
export type PasswordRule = 'length' | 'lower' | 'upper' | 'number' | 'symbol' | 'max' | 'username' | 'common';

export type PasswordProblem = { rule: PasswordRule; message: string };

export function checkPasswordPolicy(password: string, username?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      rule: 'length',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({
      rule: 'max',
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    });
  }
  if (!/\p{Ll}/u.test(password)) {
    problems.push({ rule: 'lower', message: 'Password must contain a lower case letter.' });
  }
  if (!/\p{Lu}/u.test(password)) {
    problems.push({ rule: 'upper', message: 'Password must contain an upper case letter.' });
  }
  if (!/\p{Nd}/u.test(password)) {
    problems.push({ rule: 'number', message: 'Password must contain a number.' });
  }
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) {
    problems.push({ rule: 'symbol', message: 'Password must contain a symbol.' });
  }
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) {
    problems.push({ rule: 'username', message: 'Password must not contain the username.' });
  }
  return problems;
}
