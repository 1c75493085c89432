import { API_PATHS, type ApplicationFile } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../test/helper';
import { seedDemoPlant } from '../../seed/demo-plant';
import { applicationFiles } from '../catalogue/applications/applications.table';

describeWithDb('the plant handbooks', () => {
  useDemoPlant({ signIn: [] });

  it("opens every document of the supervisor's list as an HTML page of that title", async () => {
    const supervisor = await loginAs(app, 'supervisor', 'Supervisor#1');
    const response = await post(app, API_PATHS.applications.files, undefined, { as: supervisor });
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json().data as ApplicationFile[];
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      expect(file.fileUrl).toMatch(/^\/documents\/[a-z-]+\.html$/);
      const document = await app.inject({ method: 'GET', url: file.fileUrl });
      expect(document.statusCode, file.fileUrl).toBe(200);
      expect(document.headers['content-type']).toBe('text/html; charset=utf-8');
      const title = file.fileTitle.split(' ')[0] ?? '';
      expect(document.body).toContain(`<title>${title}`);
    }
  });

  it('answers 404 for a name that is not a shipped handbook', async () => {
    for (const url of ['/documents/unknown.html', '/documents/..%2Fsys.json', '/documents/%2E%2E%2Fconfig.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('points a demo plant seeded with the retired document host at the shipped handbooks', async () => {
    const retired = 'https://docs.example-plant.com/wms/wms-user-guide.pdf';
    const title = 'WMS 用户手册 User Guide';
    await app.db.update(applicationFiles).set({ fileUrl: retired }).where(eq(applicationFiles.fileTitle, title));
    await seedDemoPlant(app.db);
    const [row] = await app.db.select().from(applicationFiles).where(eq(applicationFiles.fileTitle, title));
    expect(row?.fileUrl).toBe('/documents/wms-user-guide.html');
  });
});
