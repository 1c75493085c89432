import type { FastifyInstance } from 'fastify';
import { CardNumbers } from '../src/modules/access/card-numbers';
import { hashPassword } from '../src/modules/access/passwords';
import { users } from '../src/modules/access/users.table';

export interface TestUser {
  userName: string;
  password: string;
  name?: string;
  cardNo?: string;
  enabled?: boolean;
  isAdmin?: boolean;
  mesAccessLevel?: string;
}

/** Puts a user straight into the app's database (user administration is another module). */
export async function addUser(app: FastifyInstance, user: TestUser): Promise<string> {
  const rows = await app.db
    .insert(users)
    .values({
      userName: user.userName,
      name: user.name ?? user.userName,
      passwordHash: await hashPassword(user.password),
      // Stored as the service stores it: the keyed hash and hint, never the number.
      ...(user.cardNo ? CardNumbers.fromInstallationKey(app.installationKey).stored(user.cardNo) : {}),
      enabled: user.enabled ?? true,
      isAdmin: user.isAdmin ?? false,
      mesAccessLevel: user.mesAccessLevel ?? null,
    })
    .returning({ id: users.id });
  const id = rows[0]?.id;
  if (!id) throw new Error(`could not add test user ${user.userName}`);
  return id;
}
