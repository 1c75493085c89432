import { describe, expect, it } from 'vitest';
import { signInWaysOf } from './sign-in-ways';

describe("config.json's login: the ways to sign in", () => {
  it('reads the listed ways in their order, each once, whatever separates them', () => {
    expect(signInWaysOf('password')).toEqual(['password']);
    expect(signInWaysOf('card,password')).toEqual(['card', 'password']);
    expect(signInWaysOf(' Password ; CARD | face card ')).toEqual(['password', 'card', 'face']);
  });

  it('keeps password sign-in when nothing known is listed, so a typo locks nobody out', () => {
    expect(signInWaysOf('')).toEqual(['password']);
    expect(signInWaysOf('badge,fingerprint')).toEqual(['password']);
    expect(signInWaysOf('badge,card')).toEqual(['card']);
  });
});
