import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, isAcceptablePassword } from './password-rules';

describe('password rules (docs/spec.md §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(isAcceptablePassword('Plant#2024')).toBe(true);
    expect(isAcceptablePassword('aB3(xy')).toBe(true);
  });

  it('names each broken rule', () => {
    expect(brokenPasswordRules('Ab1!')).toEqual(['length']);
    expect(brokenPasswordRules('Abcdefg1!Abcdefg1')).toEqual(['length']);
    expect(brokenPasswordRules('Abcdef!')).toEqual(['digit']);
    expect(brokenPasswordRules('ABCDEF1!')).toEqual(['lowercase']);
    expect(brokenPasswordRules('abcdef1!')).toEqual(['uppercase']);
    expect(brokenPasswordRules('Abcdef12')).toEqual(['special']);
    expect(brokenPasswordRules('')).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'special']);
  });

  it('only counts the specials of docs/spec.md §5', () => {
    expect(brokenPasswordRules('Abcdef1-')).toEqual(['special']);
    for (const ch of '!@#$%^&*?()') expect(isAcceptablePassword(`Abcde1${ch}`)).toBe(true);
  });

  it('accepts exactly 6 and 16 characters', () => {
    expect(isAcceptablePassword('Ab1!cd')).toBe(true);
    expect(isAcceptablePassword('Ab1!cdefghijklmn')).toBe(true);
  });
});
