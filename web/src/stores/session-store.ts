import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type LoginResult,
  type Profile,
  type Warehouse,
} from '@workbench/contracts';
import { create } from 'zustand';
import { readLocal, writeLocal } from '../lib/browser-storage';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { clearTokens, readAccessToken, writeTokens } from './session-cookies';

/** The signed-in user (docs/spec.md §3 "User session"). Tokens are mirrored from the cookies for rendering. */
export interface SessionState {
  /** Whether an access token exists; the token itself is read from the cookie when used. */
  hasToken: boolean;
  userName: string;
  displayName: string;
  userId: string;
  isAdmin: boolean;
  isSysAdmin: boolean;
  roles: string[];
  warehouseDtos: Warehouse[];
  /** queryUserBaseMenuList → baseMenuCodes: the permission codes granted to the user. */
  grantedMenuCodes: Record<string, boolean>;
  mesAccessLevel: string | null;
  /** True once the profile and granted codes of the current token are loaded. */
  profileLoaded: boolean;
  language: Language;
  rememberedUserName: string;
  /** Counts the tokens written (sign-in, refresh); hosted sub-applications are re-sent the session on a change. */
  tokenVersion: number;
}

export interface SessionActions {
  /** After a password, card or face sign-in, and after a token refresh. */
  signIn(result: LoginResult): void;
  /** A bare token handed over in the address (access_token, /auth-redirect). */
  acceptAccessToken(token: string): void;
  setProfile(profile: Profile, grantedMenuCodes: Record<string, boolean>, roles?: string[]): void;
  /** Drops the tokens and what was loaded with them (profile failure, logout). */
  reset(): void;
  setLanguage(language: Language): void;
  setRememberedUserName(userName: string | null): void;
}

export type SessionStore = SessionState & SessionActions;

function storedLanguage(): Language {
  const stored = readLocal(LOCAL_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const signedOut = {
  displayName: '',
  userId: '',
  isAdmin: false,
  isSysAdmin: false,
  roles: [],
  warehouseDtos: [],
  grantedMenuCodes: {},
  profileLoaded: false,
} satisfies Partial<SessionState>;

export const useSessionStore = create<SessionStore>()((set) => ({
  ...signedOut,
  hasToken: Boolean(readAccessToken()),
  userName: readLocal(LOCAL_KEYS.userName) ?? '',
  mesAccessLevel: readLocal(LOCAL_KEYS.mesAccessLevel),
  language: storedLanguage(),
  rememberedUserName: readLocal(LOCAL_KEYS.rememberedUserName) ?? '',
  tokenVersion: 0,

  signIn(result) {
    writeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken, ticket: result.ticket });
    writeLocal(LOCAL_KEYS.userName, result.userName);
    writeLocal(LOCAL_KEYS.mesAccessLevel, result.mesAccessLevel);
    set((state) => ({
      hasToken: true,
      tokenVersion: state.tokenVersion + 1,
      userName: result.userName,
      mesAccessLevel: result.mesAccessLevel,
      // A refresh for the same user keeps the loaded profile; a new user must load theirs.
      profileLoaded: state.profileLoaded && state.userName === result.userName,
    }));
  },

  acceptAccessToken(token) {
    writeTokens({ accessToken: token });
    set((state) => ({ ...signedOut, hasToken: true, tokenVersion: state.tokenVersion + 1 }));
  },

  setProfile(profile, grantedMenuCodes, roles = []) {
    writeLocal(LOCAL_KEYS.userName, profile.userName);
    set({
      userName: profile.userName,
      displayName: profile.name,
      userId: profile.userId,
      isAdmin: profile.isAdmin,
      isSysAdmin: profile.isSysAdmin,
      roles,
      warehouseDtos: profile.warehouseDtos,
      grantedMenuCodes,
      profileLoaded: true,
    });
  },

  reset() {
    clearTokens();
    writeLocal(LOCAL_KEYS.mesAccessLevel, null);
    set({ ...signedOut, hasToken: false, mesAccessLevel: null });
  },

  setLanguage(language) {
    writeLocal(LOCAL_KEYS.language, language);
    set({ language });
  },

  setRememberedUserName(userName) {
    writeLocal(LOCAL_KEYS.rememberedUserName, userName || null);
    set({ rememberedUserName: userName ?? '' });
  },
}));

/** docs/spec.md §6: administrator when the admin flag or the role flag "UR" is set. */
export function isAdministrator(state: Pick<SessionState, 'isAdmin' | 'roles'>): boolean {
  return state.isAdmin || state.roles.includes('UR');
}
