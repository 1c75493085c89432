import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicationFiles } from '../modules/catalogue/applications/applications.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';

/** Where the first demo releases pointed the handbooks: a host that never served them. */
const RETIRED_PREFIX = 'https://docs.example-plant.com/';

/**
 * A demo plant seeded before the handbooks shipped with the portal links to documents that do not
 * exist; each such link is pointed at the handbook of the same title. Links an administrator has
 * changed since are left alone.
 */
export async function relinkDemoDocuments(db: DbOrTx): Promise<void> {
  const byTitle = new Map(DEMO_APPLICATIONS.flatMap((app) => app.files).map((file) => [file.fileTitle, file.fileUrl]));
  const rows = await db
    .select({ id: applicationFiles.id, fileTitle: applicationFiles.fileTitle, fileUrl: applicationFiles.fileUrl })
    .from(applicationFiles);
  for (const row of rows) {
    const current = byTitle.get(row.fileTitle);
    if (!current || !row.fileUrl.startsWith(RETIRED_PREFIX)) continue;
    await db.update(applicationFiles).set({ fileUrl: current }).where(eq(applicationFiles.id, row.id));
  }
}
