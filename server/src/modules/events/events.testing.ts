import type { HubConnection } from '@microsoft/signalr';
import {
  API_PATHS,
  type CreatedEventSource,
  type EventsChangedMessage,
  eventsChangedMessageSchema,
  HUBS,
  type IngestEventRequest,
  PERMISSIONS,
  type PlantEventDetail,
} from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { loginAs, post, type SignedIn } from '../../../test/helper';
import { addRole } from '../../../test/roles';
import { addUser } from '../../../test/users';
import { roleApplications, roleDataPermissions } from '../access/roles.table';

export const eventPaths = API_PATHS.events;
export const sourcePaths = API_PATHS.admin.eventSources;

/** A call that must succeed: its data. */
export async function ok<T>(app: FastifyInstance, as: SignedIn, path: string, body?: object, language = 'en') {
  const response = await post(app, path, body, { as, language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** An event source for these applications, created by `as`: its id and its key. */
export function createSource(app: FastifyInstance, as: SignedIn, name: string, applicationIds: string[]) {
  return ok<CreatedEventSource>(app, as, sourcePaths.create, { name, applicationIds });
}

/** `event/ingest` with an event source's key (none when `key` is undefined). */
export function ingest(app: FastifyInstance, key: string | undefined, body: object, language = 'en') {
  return post(app, eventPaths.ingest, body, {
    language,
    headers: key === undefined ? {} : { 'x-api-key': key },
  });
}

/** An event key no other test uses. */
export const uniqueKey = (name: string) => `test/${name}/${Math.random().toString(36).slice(2)}`;

/** A warning from the Suzhou raw-materials store unless told otherwise. */
export function sampleEvent(overrides: Partial<IngestEventRequest> = {}): IngestEventRequest {
  return {
    eventKey: 'SZ01/WH-SZ-RAW/freezer-3/temperature',
    type: 2,
    category: 'temperature',
    title: { en: 'Freezer 3 too warm: {{detail.celsius}} °C', 'zh-Hans': '3号冷柜温度过高：{{detail.celsius}} °C' },
    message: 'Check the door seal.',
    dbInstanceCode: 'SZ01',
    dataPermissionCode: 'WH-SZ-RAW',
    device: 'freezer-3',
    details: [{ Key: 'celsius', Value: '-12' }],
    ...overrides,
  };
}

/** Raises an event with the key (a fresh event key unless the overrides name one): its id. */
export async function raised(
  app: FastifyInstance,
  key: string,
  overrides: Partial<IngestEventRequest> = {},
): Promise<string> {
  const response = await ingest(app, key, sampleEvent({ eventKey: uniqueKey('raised'), ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/** An event of an application without sub-system or area (what a key for several applications must name). */
export const plainEventOf = (applicationId: string): Partial<IngestEventRequest> => ({
  applicationId,
  dbInstanceCode: undefined,
  dataPermissionCode: undefined,
});

/** `GET event/get` as `as`: the answer. */
export function readEvent(app: FastifyInstance, as: SignedIn, id: string, language = 'en') {
  return app.inject({
    method: 'GET',
    url: `${eventPaths.get}?id=${id}`,
    headers: { ...as.headers, 'accept-language': language },
  });
}

/** The event as an administrator reads it. */
export async function eventAsRead(app: FastifyInstance, as: SignedIn, id: string): Promise<PlantEventDetail> {
  const response = await readEvent(app, as, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PlantEventDetail;
}

export const userIdOf = (login: SignedIn) => String(decodeJwt(login.accessToken).sub);

/**
 * A person with the event centre whose role grants only these applications (and areas), signed in:
 * someone outside the demo supervisor's scope.
 */
export async function eventReader(
  app: FastifyInstance,
  userName: string,
  applicationIds: readonly string[],
  dataPermissionIds: readonly string[] = [],
): Promise<SignedIn> {
  const password = `${userName}#Pass1`;
  const userId = await addUser(app, { userName, password });
  const roleId = await addRole(app, {
    name: `Event readers ${userName}`,
    permissionCodes: [PERMISSIONS.eventCenter],
    memberIds: [userId],
  });
  if (applicationIds.length > 0) {
    await app.db.insert(roleApplications).values(applicationIds.map((applicationId) => ({ roleId, applicationId })));
  }
  if (dataPermissionIds.length > 0) {
    await app.db
      .insert(roleDataPermissions)
      .values(dataPermissionIds.map((dataPermissionId) => ({ roleId, dataPermissionId })));
  }
  return loginAs(app, userName, password);
}

/** Every `EventsChanged` a monitor-hub connection receives, in order. */
export class EventsChangedSeen {
  readonly received: EventsChangedMessage[] = [];

  constructor(connection: HubConnection) {
    connection.on(HUBS.monitor.server.eventsChanged, (message: unknown) => {
      this.received.push(eventsChangedMessageSchema.parse(message));
    });
  }

  /** Waits until `count` messages have come; answers them. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<EventsChangedMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `only ${this.received.length} of ${count} EventsChanged came: ${JSON.stringify(this.received)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }
}
