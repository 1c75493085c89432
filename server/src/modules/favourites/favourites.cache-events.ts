import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { favouritesCaches, isKeyOfUser } from './favourites.repository';

/**
 * A user's cached favourites and default tab (read by every side-menu load) are dropped when the
 * spine says that user's favourites changed, on whichever instance they changed; everybody
 * else's stay. A catalogue change drops them all: deleting an application or a menu deletes the
 * favourites of it, and an instance that was cut off from Redis hears one when it is back.
 * Only what this app's database holds is dropped.
 */
export function dropStaleFavouritesOnChange(app: FastifyInstance): void {
  const stops = [
    app.events.subscribe('favourites.changed', (event) => {
      for (const cache of favouritesCaches) cache.invalidateKeys(app.db, (key) => isKeyOfUser(key, event.userId));
    }),
    invalidateOn(app.events, app.db, ['catalogue.changed'], favouritesCaches),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
