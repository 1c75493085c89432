import { type SignInWay, signInWaysOf, staticConfigSchema } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import { loadStaticFile } from '../../platform/static-config';

/**
 * A card or face sign-in is refused where config.json's `login` does not list it: turning a way off in
 * the file takes it off the page and off the service. Password sign-in is never refused here, so
 * that an administrator can always get in to put a wrong setting right. Read on each attempt, as
 * the page reads the file: an edit applies without a restart.
 */
export async function refuseUnlistedWay(app: FastifyInstance, request: FastifyRequest, way: SignInWay): Promise<void> {
  const config = await loadStaticFile(request.log, app.config.dataDir, 'config.json', staticConfigSchema);
  if (!signInWaysOf(config.login).includes(way)) throw badRequest(`identity.signInWayOff.${way}`);
}
