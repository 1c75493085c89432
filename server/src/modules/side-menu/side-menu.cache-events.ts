import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { isMenuAnswerOfUser, userMenuAnswers } from './side-menu.service';

/**
 * The callers' whole side-menu answers drop on every event that drops one of the reads they are
 * built from, on whichever instance it happened: the catalogue (menus, applications, roles and
 * their grants), an account or its sessions (the account cache), and the caller's own favourites.
 */
export function dropStaleSideMenusOnChange(app: FastifyInstance): void {
  const stops = [
    invalidateOn(app.events, app.db, ['catalogue.changed', 'accounts.changed', 'session.ended'], [userMenuAnswers]),
    app.events.subscribe('favourites.changed', (event) => {
      userMenuAnswers.invalidateKeys(app.db, (key) => isMenuAnswerOfUser(key, event.userId));
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
