import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, PASSWORD_MIN_LENGTH } from './password-policy';

const rules = (pw: string, user?: string) => checkPasswordPolicy(pw, user).map((p) => p.rule);

describe('password policy (D3 section 1)', () => {
  it('accepts 8 characters with lower, upper, number and symbol', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(rules('Abcdef1!')).toEqual([]);
  });
  it('refuses 7 characters and says so', () => {
    const problems = checkPasswordPolicy('Abcde1!');
    expect(problems.map((p) => p.rule)).toEqual(['length']);
    expect(problems[0]?.message).toBe('Password must be at least 8 characters long.');
  });
  it('names each missing character class', () => {
    expect(rules('ABCDEF1!')).toEqual(['lower']);
    expect(rules('abcdef1!')).toEqual(['upper']);
    expect(rules('Abcdefg!')).toEqual(['number']);
    expect(rules('Abcdefg1')).toEqual(['symbol']);
    expect(rules('')).toEqual(['length', 'lower', 'upper', 'number', 'symbol']);
  });
  it('treats whitespace as no symbol', () => {
    expect(rules('Abcdef1 ')).toEqual(['symbol']);
  });
  it('refuses a password containing the username', () => {
    expect(rules('Office-2026!', 'office')).toEqual(['username']);
  });
});
