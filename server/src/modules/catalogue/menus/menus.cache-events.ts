import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { menuCaches } from './menus.repository';
import { isMenuAnswerOfUser, userMenuAnswers } from './user-menu.service';

/**
 * The cached menu trees (read by every side-menu load) drop what this app's database holds when
 * the catalogue changes, on whichever instance it changed. The callers' whole side-menu answers
 * drop on every event that drops one of the reads they are built from: the catalogue (menus,
 * applications, roles and their grants), an account or its sessions (the account cache), and the
 * caller's own favourites.
 */
export function dropStaleMenusOnChange(app: FastifyInstance): void {
  const stops = [
    invalidateOn(app.events, app.db, ['catalogue.changed'], menuCaches),
    invalidateOn(app.events, app.db, ['catalogue.changed', 'accounts.changed', 'session.ended'], [userMenuAnswers]),
    app.events.subscribe('favourites.changed', (event) => {
      userMenuAnswers.invalidateKeys(app.db, (key) => isMenuAnswerOfUser(key, event.userId));
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
