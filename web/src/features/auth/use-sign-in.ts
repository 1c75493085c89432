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
      setPending(true);
      setFailure(null);
      try {
        // The signed-in pages need the full dictionary and their code; both download while the server
        // checks the password.
        startSignedInDownload();
        const dictionary = ensurePortalDictionary(useSessionStore.getState().language).catch(() => undefined);
        const result = await send(input);
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
