import {
  type CreateEventStrategyRequest,
  eventStrategyFieldsSchema,
  NO_AUTO_CLOSE,
  NOTIFICATION_POSITIONS,
  NOTIFICATION_SHOW_TYPES,
} from '@workbench/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { roles } from '../modules/access/roles.table';
import { users } from '../modules/access/users.table';
import { eventStrategies } from '../modules/event-strategies/event-strategies.table';
import { newEventSourceKey } from '../modules/events/event-source-keys';
import { eventSources } from '../modules/events/events.table';
import { integrationChannels } from '../modules/integrations/channels/channels.table';
import { integrationContacts } from '../modules/integrations/contacts/contacts.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import {
  DEMO_CONTACTS,
  DEMO_EVENT_SOURCES,
  DEMO_STRATEGY_WORDS,
  ESCALATION_MINUTES,
  FIRE_ALARM,
  MANAGEMENT_GROUP,
  SEVERE,
  SUPERVISORS_GROUP,
  SUZHOU_PLANT,
  WAREHOUSE_GROUP,
  WARNING,
} from './demo-events';
import { DEMO_EMAIL_CHANNEL } from './demo-integrations';
import { demoLookup } from './demo-lookup';
import { ADMIN_USER_NAME, DEMO_ROLES, DEMO_USERS } from './demo-people';

async function userIdsByName(db: DbOrTx, userNames: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(inArray(sql`lower(${users.userName})`, userNames), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.userName.toLowerCase(), row.id]));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo plant has no ${what}`);
  return value;
}

/** The strategies of the demo plant, with the ids of this database. */
async function demoStrategies(db: DbOrTx): Promise<CreateEventStrategyRequest[]> {
  const lookup = demoLookup(db);
  const people = await userIdsByName(db, [ADMIN_USER_NAME, ...DEMO_USERS.map((user) => user.userName)]);
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) => required(roleRows.find((row) => row.name === name)?.id, `role ${name}`);
  const [email] = await db
    .select({ id: integrationChannels.id })
    .from(integrationChannels)
    .where(eq(integrationChannels.name, DEMO_EMAIL_CHANNEL.name))
    .limit(1);
  const mail = (group: string, words: keyof typeof DEMO_STRATEGY_WORDS) =>
    email ? [{ channelId: email.id, group, templates: DEMO_STRATEGY_WORDS[words] }] : [];
  const suzhou = await Promise.all(
    DEMO_APPLICATIONS.filter((app) => app.dbInstances.some((instance) => instance.code === SUZHOU_PLANT)).map((app) =>
      lookup.dbInstanceId(app.key, SUZHOU_PLANT),
    ),
  );
  const admin = required(people.get(ADMIN_USER_NAME), 'admin account');
  return [
    {
      name: 'Fire alarm anywhere → everyone',
      match: { types: [FIRE_ALARM] },
      popUp: {
        roleIds: DEMO_ROLES.map((role) => roleId(role.name)),
        position: NOTIFICATION_POSITIONS.centre,
        showType: NOTIFICATION_SHOW_TYPES.header,
        duration: NO_AUTO_CLOSE,
        templates: DEMO_STRATEGY_WORDS.fire,
      },
    },
    {
      name: 'Severe in Suzhou → supervisors, then the admin after 5 minutes',
      match: { types: [SEVERE], dbInstanceIds: suzhou },
      popUp: {
        roleIds: [roleId('Supervisor')],
        position: NOTIFICATION_POSITIONS.topRight,
        showType: NOTIFICATION_SHOW_TYPES.header,
        duration: NO_AUTO_CLOSE,
        templates: DEMO_STRATEGY_WORDS.severe,
      },
      messages: mail(SUPERVISORS_GROUP, 'severe'),
      escalation: [
        {
          afterMinutes: ESCALATION_MINUTES,
          popUp: {
            userIds: [admin],
            position: NOTIFICATION_POSITIONS.topRight,
            showType: NOTIFICATION_SHOW_TYPES.header,
            duration: NO_AUTO_CLOSE,
            templates: DEMO_STRATEGY_WORDS.escalated,
          },
          messages: mail(MANAGEMENT_GROUP, 'escalated'),
        },
      ],
      // A machine that keeps repeating its alarm mails the supervisors once in 15 minutes.
      throttleMinutes: 15,
    },
    {
      name: 'Warehouse warnings → the warehouse team',
      match: { types: [WARNING], applicationIds: [await lookup.applicationId('WMS')] },
      messages: mail(WAREHOUSE_GROUP, 'warehouse'),
      throttleMinutes: 30,
    },
  ];
}

/**
 * The demo's event sources (keys nobody knows: an administrator makes a new source to connect a
 * machine, `npm run demo:events` makes its own), the contacts the strategies write to, and the
 * strategies themselves.
 */
export async function insertDemoEvents(db: DbOrTx): Promise<void> {
  const lookup = demoLookup(db);
  for (const source of DEMO_EVENT_SOURCES) {
    const { hash, prefix } = newEventSourceKey();
    const applicationIds = await Promise.all(source.apps.map((app) => lookup.applicationId(app)));
    await db
      .insert(eventSources)
      .values({ name: source.name, keyHash: hash, keyPrefix: prefix, applicationIds })
      .onConflictDoNothing();
  }
  const people = await userIdsByName(
    db,
    DEMO_CONTACTS.flatMap((contact) => (contact.userName ? [contact.userName] : [])),
  );
  // A contact of the same address entered by hand is kept as it is.
  const known = await db
    .select({ email: integrationContacts.email })
    .from(integrationContacts)
    .where(
      inArray(
        integrationContacts.email,
        DEMO_CONTACTS.map((contact) => contact.email),
      ),
    );
  const newContacts = DEMO_CONTACTS.filter((contact) => !known.some((row) => row.email === contact.email));
  if (newContacts.length > 0) {
    await db
      .insert(integrationContacts)
      .values(
        newContacts.map(({ userName, ...contact }) => ({
          ...contact,
          userId: userName ? (people.get(userName) ?? null) : null,
        })),
      )
      .onConflictDoNothing();
  }
  const strategies = await demoStrategies(db);
  await db.insert(eventStrategies).values(
    strategies.map((request, index) => {
      const fields = eventStrategyFieldsSchema.parse(request);
      return { ...fields, sortOrder: index + 1 };
    }),
  );
}

/** For a demo database created before the events existed: adds the set-up once. */
export async function seedDemoEvents(db: Db): Promise<void> {
  const [any] = await db.select({ id: eventStrategies.id }).from(eventStrategies).limit(1);
  if (any) return;
  await db.transaction((tx) => insertDemoEvents(tx));
}
