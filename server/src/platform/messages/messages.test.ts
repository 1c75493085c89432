import { CORE_LANGUAGES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('has every key in every language, with the same placeholders', () => {
    const englishKeys = Object.keys(CATALOGUES.en).sort();
    for (const language of CORE_LANGUAGES) {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort(), language).toEqual(englishKeys);
      for (const key of englishKeys) {
        expect(placeholders(catalogue[key] ?? ''), `${language} ${key}`).toEqual(
          placeholders(CATALOGUES.en[key] ?? ''),
        );
        expect(catalogue[key]?.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('fills placeholders and falls back to the key for unknown messages', () => {
    expect(translate('en', 'identity.tooManySignInAttempts', { minutes: 15 })).toContain('15 minutes');
    expect(translate('de-DE', 'errors.forbidden')).toBe('Sie haben keine Berechtigung für diese Aktion.');
    expect(translate('zh-Hans', 'no.such.key')).toBe('no.such.key');
  });

  it('states the password rules in each language (docs/spec.md §5)', () => {
    expect(translate('en', 'identity.passwordRules')).toMatch(
      /shortest 6, longest 16.*1 digit, 1 lowercase.*1 uppercase.*1 special/,
    );
    expect(translate('zh-Hans', 'identity.passwordRules')).toMatch(/最短 6 位，最长 16 位/);
    expect(translate('de-DE', 'identity.passwordRules')).toMatch(/mindestens 6, höchstens 16 Zeichen/);
  });
});
