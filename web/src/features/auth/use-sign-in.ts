import type { FaceIdLoginRequest, LoginResult, NewLoginRequest, SwipeCardLoginRequest } from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { messageFor } from '../../api/error-catalogue';
import { login, loginWithCard, loginWithFace } from '../../api/identity/login';
import { postSignInTarget } from '../../app/guard/guard-decisions';
import { startSignedInDownload } from '../../app/signed-in-code';
import { ensurePortalDictionary } from '../../i18n/i18n';
import { translate } from '../../i18n/translate';
import { useSessionStore } from '../../stores/session-store';

/** A password sign-in, with whether to remember the user name, a card's or a face's. */
export type SignInInput = (NewLoginRequest & { remember: boolean }) | SwipeCardLoginRequest | FaceIdLoginRequest;

function send(input: SignInInput): Promise<LoginResult> {
  if ('cardNo' in input) return loginWithCard({ cardNo: input.cardNo });
  if ('image' in input)
    return loginWithFace(input.turned ? { image: input.image, turned: input.turned } : { image: input.image });
  return login({ userName: input.userName.trim(), password: input.password });
}

/** The language whose signed-in code and dictionary have been asked for (see prepareSignedInArea). */
let preparedFor: string | null = null;
let prepared: Promise<void> = Promise.resolve();

/**
 * Asks for what the signed-in pages need, the frame's code and the language's full dictionary, so
 * that it downloads while the user types and the server checks the password rather than after its
 * answer. Once per language: called on every keystroke, and again on "Sign in".
 */
export function prepareSignedInArea(): Promise<void> {
  const { language } = useSessionStore.getState();
  if (preparedFor !== language) {
    preparedFor = language;
    startSignedInDownload();
    prepared = ensurePortalDictionary(language).catch(() => undefined);
  }
  return prepared;
}

/**
 * Sign-in with a password, a card or a face: stores the session, remembers (or forgets) the user name of
 * a password sign-in, then goes to the redirect target if it stays inside the portal. The failure
 * is kept for showing inline.
 * (Plain state rather than a TanStack mutation: the sign-in page must not download that library.)
 */
export function useSignIn(redirect: string | null) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useCallback(
    /** Resolves true once signed in (the page is leaving), false when the sign-in was refused. */
    async (input: SignInInput): Promise<boolean> => {
      // The request first: the server's slow password check is what the user waits for.
      const answer = send(input);
      setPending(true);
      setFailure(null);
      try {
        const dictionary = prepareSignedInArea();
        const result = await answer;
        await dictionary;
        const session = useSessionStore.getState();
        session.signIn(result);
        // A card or face sign-in leaves the remembered name alone: the next person at the terminal may type.
        if ('remember' in input) session.setRememberedUserName(input.remember ? result.userName : null);
        navigate(postSignInTarget(redirect), { replace: true });
        return true;
      } catch (error) {
        setFailure(isApiError(error) ? messageFor(error, translate) : translate('login.failed'));
        setPending(false);
        return false;
      }
    },
    [navigate, redirect],
  );

  return { signIn, pending, failure };
}
