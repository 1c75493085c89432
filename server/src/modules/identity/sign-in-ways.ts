import { type SignInWay, type StaticConfig, signInWaysOf, staticConfigSchema } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import { loadStaticFile } from '../../platform/static-config';

/**
 * config.json as the sign-in page reads it: which ways it offers, and whether face sign-in asks for
 * a turn of the head. Read on each attempt, as the page reads the file: an edit applies without a
 * restart.
 */
export function readSignInConfig(app: FastifyInstance, request: FastifyRequest): Promise<StaticConfig> {
  return loadStaticFile(request.log, app.config.dataDir, 'config.json', staticConfigSchema);
}

/**
 * A card or face sign-in is refused where config.json's `login` does not list it: turning a way
 * off in the file takes it off the page and off the service. Password sign-in is never refused
 * here, so that an administrator can always get in to put a wrong setting right.
 */
export function refuseUnlistedWay(config: StaticConfig, way: SignInWay): void {
  if (!signInWaysOf(config.login).includes(way)) throw badRequest(`identity.signInWayOff.${way}`);
}
