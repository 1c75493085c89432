import type { NewLoginRequest } from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { messageFor } from '../../api/error-catalogue';
import { login } from '../../api/identity/login';
import { postSignInTarget } from '../../app/guard/guard-decisions';
import { startSignedInDownload } from '../../app/signed-in-code';
import { ensurePortalDictionary } from '../../i18n/i18n';
import { translate } from '../../i18n/translate';
import { useSessionStore } from '../../stores/session-store';

export interface SignInInput extends NewLoginRequest {
  remember: boolean;
}

/**
 * Password sign-in: stores the session, remembers (or forgets) the user name, then goes to the
 * redirect target if it stays inside the portal. The failure is kept for showing inline.
 * (Plain state rather than a TanStack mutation: the sign-in page must not download that library.)
 */
export function useSignIn(redirect: string | null) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useCallback(
    async ({ userName, password, remember }: SignInInput) => {
      setPending(true);
      setFailure(null);
      try {
        // The signed-in pages need the full dictionary and their code; both download while the server
        // checks the password.
        startSignedInDownload();
        const dictionary = ensurePortalDictionary(useSessionStore.getState().language).catch(() => undefined);
        const result = await login({ userName: userName.trim(), password });
        await dictionary;
        const session = useSessionStore.getState();
        session.signIn(result);
        session.setRememberedUserName(remember ? result.userName : null);
        navigate(postSignInTarget(redirect), { replace: true });
      } catch (error) {
        setFailure(isApiError(error) ? messageFor(error, translate) : translate('login.failed'));
        setPending(false);
      }
    },
    [navigate, redirect],
  );

  return { signIn, pending, failure };
}
