import { randomUUID } from 'node:crypto';
import { API_PATHS, type Channel, type SendReportParams } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post } from '../../../../test/helper';
import type { Scheduler } from '../../../platform/scheduler/scheduler';
import type { EmailPayload, RobotPayload } from '../channels/channel-delivery';
import { integrationOutbox } from '../delivery/outbox.table';
import { integrationJobKinds } from './integration-job-kinds';
import { type SendReportRun, sendReport, sendReportJobKind } from './send-report.job';

const OCCURRENCE = new Date('2026-12-02T06:00:00Z');

/** The port's context for one run, made by hand: a signal of our own and a log that keeps its lines. */
function runContext(
  scheduledFor = OCCURRENCE,
  controller = new AbortController(),
): SendReportRun & { lines: string[] } {
  const lines: string[] = [];
  return { jobId: randomUUID(), signal: controller.signal, scheduledFor, log: (line) => lines.push(line), lines };
}
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the run to fail');
    },
    (error: unknown) => (error as Error).message,
  );

describeWithDb('the job kind "send a report"', () => {
  useDemoPlant({ signIn: ['admin'] });
  const deps = () => ({ ctx: { db: app.db, events: app.events } });
  const call = async <T>(path: string, body: object): Promise<T> => {
    const response = await post(app, path, body, { as: admin, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const perLanguage = <T>(en: T, de: T, zh: T) => ({ en, 'de-DE': de, 'zh-Hans': zh });
  /** Nothing listens on port 9 here: the messages stay in the outbox, which is what these tests read. */
  const mailChannel = (name: string, enabled = true) =>
    call<Channel>(API_PATHS.admin.channels.create, {
      kind: 'email',
      name,
      enabled,
      settings: {
        host: '127.0.0.1',
        port: 9,
        tls: 'none',
        userName: '',
        senderName: 'Plant reports',
        senderAddress: 'reports@plant.example',
        templates: perLanguage(
          { subject: 'Report: {{title}}', body: '' },
          { subject: 'Bericht: {{title}}', body: '' },
          { subject: '报告：{{title}}', body: '' },
        ),
      },
    });
  const queuedThrough = async (channelId: string) =>
    app.db
      .select()
      .from(integrationOutbox)
      .where(eq(integrationOutbox.channelId, channelId))
      .orderBy(integrationOutbox.recipient);
  let mail: Channel;
  const report = (values: Partial<SendReportParams> = {}): SendReportParams => ({
    channelId: mail.id,
    group: 'Night shift',
    title: 'Weekly maintenance',
    text: 'Press line 2 stops on Sunday 06:00–10:00.',
    ...values,
  });

  beforeAll(async () => {
    mail = await mailChannel('Report mail');
    const contact = (name: string, email: string | null, language: string, groups: string[]) =>
      call(API_PATHS.admin.contacts.create, { name, email, language, groups });
    await contact('Anna', 'anna@plant.example', 'de-DE', ['Night shift', 'Managers']);
    await contact('Ben', 'ben@plant.example', 'en', ['Night shift']);
    await contact('Chen', null, 'zh-Hans', ['Night shift']);
    await contact('Dora', 'dora@plant.example', 'en', ['Day shift']);
  });

  it("queues the report for exactly the group's contacts, in each one's language, and logs it", async () => {
    const run = runContext();
    await sendReport(report(), run, deps());
    const rows = await queuedThrough(mail.id);
    expect(rows.map((row) => row.recipient)).toEqual(['anna@plant.example', 'ben@plant.example']);
    const mails = rows.map((row) => row.payload as unknown as EmailPayload);
    expect(mails.map((payload) => [payload.to, payload.subject])).toEqual([
      ['anna@plant.example', 'Bericht: Weekly maintenance'],
      ['ben@plant.example', 'Report: Weekly maintenance'],
    ]);
    expect(mails[0]?.text).toContain('Press line 2 stops on Sunday');
    expect(run.lines).toEqual([
      'Channel "Report mail" (email), group "Night shift" with 3 contacts',
      '2 messages queued; 1 of them have no e-mail address and get nothing',
    ]);
  });

  it('queues one occurrence once, however often its run is retried', async () => {
    const channel = await mailChannel('Retried mail');
    const first = runContext(new Date('2026-12-09T06:00:00Z'));
    await sendReport(report({ channelId: channel.id }), first, deps());
    const retry = { ...runContext(first.scheduledFor), jobId: first.jobId };
    await sendReport(report({ channelId: channel.id }), retry, deps());
    expect(retry.lines.at(-1)).toBe(
      '0 messages queued, 2 queued already for this occurrence; 1 of them have no e-mail address and get nothing',
    );
    expect(await queuedThrough(channel.id)).toHaveLength(2);
    await sendReport(report({ channelId: channel.id }), { ...runContext(), jobId: first.jobId }, deps());
    expect(await queuedThrough(channel.id)).toHaveLength(4);
  });

  it('posts once per language the group reads through a robot, not once per person', async () => {
    const robot = await call<Channel>(API_PATHS.admin.channels.create, {
      kind: 'robot',
      name: 'Shift chat',
      enabled: true,
      settings: {
        robot: 'webhook',
        webhookUrl: 'http://127.0.0.1:9/robot',
        templates: perLanguage({ title: '', text: '' }, { title: '', text: '' }, { title: '', text: '' }),
      },
    });
    await sendReport(report({ channelId: robot.id }), runContext(), deps());
    const rows = await queuedThrough(robot.id);
    expect(rows.map((row) => row.recipient)).toEqual([
      'Night shift (de-DE)',
      'Night shift (en)',
      'Night shift (zh-Hans)',
    ]);
    expect(rows.map((row) => (row.payload as unknown as RobotPayload).title)).toEqual(
      Array(3).fill('Weekly maintenance'),
    );
  });

  it('fails the run, queuing nothing, for a missing or disabled channel and an empty group', async () => {
    const off = await mailChannel('Switched-off mail', false);
    const unknown = runContext();
    expect(await failureOf(sendReport(report({ channelId: randomUUID() }), unknown, deps()))).toBe(
      'The channel does not exist.',
    );
    expect(unknown.lines).toEqual(['Nothing was queued: The channel does not exist.']);
    expect(await failureOf(sendReport(report({ channelId: off.id }), runContext(), deps()))).toBe(
      'The channel "Switched-off mail" is switched off; switch it on or choose another.',
    );
    expect(await failureOf(sendReport(report({ group: 'Weekend shift' }), runContext(), deps()))).toBe(
      'No contact belongs to the group "Weekend shift".',
    );
    const unreachable = await mailChannel('Mail nobody reads');
    await call(API_PATHS.admin.contacts.create, { name: 'Emil', language: 'de-DE', groups: ['Phone only'] });
    expect(
      await failureOf(sendReport(report({ channelId: unreachable.id, group: 'Phone only' }), runContext(), deps())),
    ).toBe('None of the 1 contacts of the group "Phone only" has an e-mail address.');
    expect([...(await queuedThrough(off.id)), ...(await queuedThrough(unreachable.id))]).toEqual([]);
  });

  it('queues nothing for a run already stopped, and runs as the kind the scheduler registers', async () => {
    const channel = await mailChannel('Kind mail');
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendReport(report({ channelId: channel.id }), runContext(OCCURRENCE, controller), deps()),
    ).rejects.toThrow();
    expect(await queuedThrough(channel.id)).toEqual([]);
    const kind = sendReportJobKind(deps());
    expect([kind.kind, kind.creatable]).toEqual(['integrations.sendReport', true]);
    expect(kind.params?.safeParse({ ...report(), group: '' }).success).toBe(false);
    await kind.run({ ...runContext(), attempt: 1, params: report({ channelId: channel.id }) });
    expect(await queuedThrough(channel.id)).toHaveLength(2);
  });

  it("are the integrations' kinds, ready for the scheduler to register", () => {
    const registered: string[] = [];
    const scheduler: Pick<Scheduler, 'registerKind'> = { registerKind: (kind) => void registered.push(kind.kind) };
    for (const kind of integrationJobKinds(app)) scheduler.registerKind(kind);
    expect(registered).toEqual(['integrations.callAddress', 'integrations.sendReport']);
  });
});
