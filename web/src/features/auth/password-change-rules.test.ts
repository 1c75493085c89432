import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/dictionaries/en';
import { PROBLEM_MESSAGE_KEYS, passwordChangeProblem } from './password-change-rules';

describe('password change rules (docs/spec.md §5)', () => {
  it('accepts a password meeting every rule that matches its confirmation', () => {
    expect(passwordChangeProblem('Plant#2024', 'Plant#2024')).toBeNull();
  });

  it('reports the rules for too short, too long and missing character classes', () => {
    for (const bad of ['Ab1!', 'Abcdefg1!Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1-']) {
      expect(passwordChangeProblem(bad, bad)).toBe('rules');
    }
  });

  it('checks the rules before the confirmation', () => {
    expect(passwordChangeProblem('short', 'other')).toBe('rules');
    expect(passwordChangeProblem('Plant#2024', 'Plant#2025')).toBe('mismatch');
  });

  it('states the rules and the mismatch in the words of the spec', () => {
    expect(en[PROBLEM_MESSAGE_KEYS.rules]).toMatch(
      /shortest 6, longest 16, needs 1 digit, 1 lowercase, 1 uppercase, 1 special/i,
    );
    expect(en[PROBLEM_MESSAGE_KEYS.mismatch]).toBe('The new password does not match the confirmation.');
  });
});
