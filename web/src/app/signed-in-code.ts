/**
 * Starts downloading the signed-in frame's code (vite.config.ts keeps it in two files) and the home
 * page's. Called when "Sign in" is pressed: the files then arrive while the server checks the
 * password instead of after its answer, and a refused password leaves them cached for the next
 * try. The router warms the rest (calls, locales) once there is a token.
 */
export function startSignedInDownload(): void {
  import('./signed-in-layout').catch(() => undefined);
  import('../features/home/home-page').catch(() => undefined);
}
