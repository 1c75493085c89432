import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea';
import { roles } from './roles.table';

/** Accounts: the access module owns them; the modules above ask its services (accounts.service.ts, account-records.service.ts). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /**
     * The card number in clear, as versions before keyed hashing stored it. Startup moves it into
     * `card_hash`/`card_hint` and empties it (card-number-upgrade.ts); the column stays because
     * only the service holds the key to hash it, so a migration dropping it would lose the badges.
     */
    legacyCardNo: text('card_no'),
    /** HMAC-SHA256 of the card number under the installation's card key (card-numbers.ts). */
    cardHash: text('card_hash'),
    /** The last characters of the card number, for administrators to tell badges apart. */
    cardHint: text('card_hint'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSysAdmin: boolean('is_sys_admin').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    mesAccessLevel: text('mes_access_level'),
    language: text('language'),
    /** Bumped on password change, disable or delete: older sessions end. */
    securityStamp: integer('security_stamp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // User names are compared case-insensitively; a deleted account frees its name.
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_card_hash_key').on(t.cardHash).where(sql`${t.deletedAt} is null and ${t.cardHash} is not null`),
  ],
);

/** The roles an account holds: user administration sets an account's, role administration a role's, through the access module's services. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** The face picture registered for a user (faceAiUser, docs/api.md §5). */
export const userFaces = pgTable('user_faces', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  /**
   * The face model's descriptor of the picture (128 float32, little-endian), computed when the
   * picture is saved; null for a picture saved before faces were matched, which signs no one in
   * until it is saved again.
   */
  descriptor: bytea('descriptor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
