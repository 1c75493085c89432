/** What the portal's scripts put into the server process's environment besides its configuration. */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
/** The environment to start the server with: the portal's settings under the given ones. */
export function serverProcessEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
