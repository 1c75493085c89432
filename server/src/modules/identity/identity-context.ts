import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../platform/events/domain-events';
import { type FaceReader, faceReader } from '../../platform/faces/face-reader';
import { type CardNumbers, cardNumbersOf } from '../access/accounts.service';
import type { SigningKeys } from '../system/signing-keys.service';

/** What the identity services need from the running app; built once per app. */
export interface IdentityContext {
  db: Db;
  /** Where ended sessions are announced, after commit. */
  events: DomainEvents;
  keys: SigningKeys;
  auth: Config['auth'];
  signInLimits: Config['signInLimits'];
  /** The face model (one per process, in a worker thread). */
  faces: FaceReader;
  /** Hashes a swiped card number the way the access module stores it. */
  cards: CardNumbers;
  now(): Date;
}

export function identityContextOf(app: FastifyInstance): IdentityContext {
  return {
    db: app.db,
    events: app.events,
    keys: app.signingKeys,
    auth: app.config.auth,
    signInLimits: app.config.signInLimits,
    faces: faceReader,
    cards: cardNumbersOf(app.installationKey),
    now: () => new Date(),
  };
}

/** Where a sign-in came from, kept with the session for administrators. */
export interface ClientInfo {
  address: string;
  userAgent: string | undefined;
}
