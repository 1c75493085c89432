/** The environment to start the server with: the portal's settings under the given ones. */
export function serverProcessEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
