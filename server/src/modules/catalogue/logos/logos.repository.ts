import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { applicationLogos } from '../applications/applications.table';

export async function insertLogo(db: DbOrTx, logo: { contentType: string; bytes: Buffer }): Promise<string> {
  const [row] = await db.insert(applicationLogos).values(logo).returning({ id: applicationLogos.id });
  if (!row) throw new Error('insert into application_logos returned no row');
  return row.id;
}

export async function findLogo(db: DbOrTx, id: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: applicationLogos.contentType, bytes: applicationLogos.bytes })
    .from(applicationLogos)
    .where(eq(applicationLogos.id, id))
    .limit(1);
  return row;
}
