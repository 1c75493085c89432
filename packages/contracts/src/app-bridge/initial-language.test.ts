// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

/** A stand-in for the app's window: its address, the page framing it, the browser's languages. */
function windowAt(address: string, parentLang: string | null, languages: string[] = ['en-GB']): Window {
  const self = {
    location: { href: address },
    navigator: { languages, language: languages[0] },
    parent: null as unknown,
  };
  self.parent =
    parentLang === null
      ? self
      : {
          get document() {
            if (parentLang === 'cross-origin') throw new DOMException('Blocked', 'SecurityError');
            return { documentElement: { lang: parentLang } };
          },
        };
  return self as unknown as Window;
}

describe('the language before the first context', () => {
  it("takes the shell's lang from the frame's address first", () => {
    expect(initialLanguage(windowAt('http://localhost/apps/warehouse/?lang=en#/inbound/orders', 'de-DE'))).toBe('en');
  });

  it('else follows the same-origin page that frames it, ignoring a lang that is no language', () => {
    expect(initialLanguage(windowAt('http://localhost/apps/warehouse/?lang=xx', 'zh-Hans'))).toBe('zh-Hans');
  });

  it("else reads the browser's languages: not framed, or framed by another origin", () => {
    expect(initialLanguage(windowAt('http://localhost/apps/warehouse/', null, ['de-AT', 'de']))).toBe('de-DE');
    expect(initialLanguage(windowAt('http://localhost/apps/warehouse/', 'cross-origin', ['en-US']))).toBe('en');
  });
});
