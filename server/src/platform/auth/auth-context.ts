/** Who is calling, established from the access token and its sign-on session. */
export interface AuthContext {
  userId: string;
  userName: string;
  sessionId: string;
  isAdmin: boolean;
  isSysAdmin: boolean;
}
