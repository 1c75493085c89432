import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postOutbound } from '../../../../../platform/outbound/outbound-post';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../signed-json';
import { dingTalk } from './dingtalk';
import { feishu } from './feishu';
import { genericWebhook } from './generic-webhook';
import { type RobotFormat, type RobotMessage, RobotRefusal } from './robot-format';
import { weCom } from './wecom';

const SECRET = 'SEC0123456789abcdef';
const NOW = new Date('2026-11-27T08:00:00.000Z');
const message: RobotMessage = {
  title: '火警 Fire alarm',
  text: 'Hall 2, line 3\nEvacuate now',
  mentions: { userIds: ['wang.fang'], mobiles: ['13800000000'], everyone: false },
};

/** A local stand-in for the robot's server: keeps what arrived, answers `reply`. */
let reply = '{"errcode":0,"errmsg":"ok"}';
let last: { url: URL; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      last = { url: new URL(request.url ?? '/', base), headers: request.headers, body };
      response.setHeader('content-type', 'application/json');
      response.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Sends the format's call over HTTP and lets the format read the answer, as a channel does. */
async function post(format: RobotFormat, path: string, secret: string | undefined): Promise<void> {
  const call = format.call(`${base}${path}`, message, secret, NOW);
  const answer = await postOutbound({ ...call, timeoutMs: 2_000 }, { allowedHosts: [] });
  format.checkAnswer(answer.body);
}

const base64Hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64');
const json = <T = unknown>() => JSON.parse(last.body) as T;

describe('DingTalk', () => {
  it('signs the address as DingTalk checks it and posts markdown with the mentions', async () => {
    await post(dingTalk, '/robot/send?access_token=abc', SECRET);
    const timestamp = last.url.searchParams.get('timestamp');
    expect(timestamp).toBe(String(NOW.getTime()));
    expect(last.url.searchParams.get('access_token')).toBe('abc');
    // DingTalk: base64(HmacSHA256(key = secret, message = timestamp + "\n" + secret)), URL-decoded by the query parser.
    expect(last.url.searchParams.get('sign')).toBe(base64Hmac(SECRET, `${timestamp}\n${SECRET}`));
    expect(json()).toEqual({
      msgtype: 'markdown',
      markdown: {
        title: '火警 Fire alarm',
        text: '### 火警 Fire alarm\n\nHall 2, line 3\nEvacuate now\n\n@13800000000 @wang.fang',
      },
      at: { atMobiles: ['13800000000'], atUserIds: ['wang.fang'], isAtAll: false },
    });
  });

  it('leaves the address unsigned without a secret', async () => {
    await post(dingTalk, '/robot/send?access_token=abc', undefined);
    expect([...last.url.searchParams.keys()]).toEqual(['access_token']);
  });

  it('reads a refusal in a 200 answer, and only "too fast" is worth another try', async () => {
    reply = '{"errcode":310000,"errmsg":"sign not match"}';
    const refusal = await post(dingTalk, '/robot/send', SECRET).catch((error: unknown) => error as RobotRefusal);
    expect(refusal).toBeInstanceOf(RobotRefusal);
    expect([refusal?.code, refusal?.retryable, refusal?.message]).toEqual([
      '310000',
      false,
      'the robot refused the post (310000): sign not match',
    ]);
    expect(() => dingTalk.checkAnswer('{"errcode":130101,"errmsg":"send too fast"}')).toThrow(
      expect.objectContaining({ retryable: true }),
    );
    reply = '{"errcode":0,"errmsg":"ok"}';
  });
});

describe('Feishu / Lark', () => {
  it('signs the body as Feishu checks it and posts rich text with the mentions', async () => {
    reply = '{"code":0,"msg":"success"}';
    await post(feishu, '/open-apis/bot/v2/hook/xyz', SECRET);
    const body = json<{ timestamp: string; sign: string; msg_type: string; content: { post: { zh_cn: unknown } } }>();
    expect(body.timestamp).toBe(String(NOW.getTime() / 1000));
    // Feishu: base64(HmacSHA256(key = timestamp + "\n" + secret, message = "")).
    expect(body.sign).toBe(base64Hmac(`${body.timestamp}\n${SECRET}`, ''));
    expect(body.msg_type).toBe('post');
    expect(body.content.post.zh_cn).toEqual({
      title: '火警 Fire alarm',
      content: [
        [{ tag: 'text', text: 'Hall 2, line 3' }],
        [{ tag: 'text', text: 'Evacuate now' }],
        [{ tag: 'at', user_id: 'wang.fang' }],
      ],
    });
  });

  it('reads refusals in both of Feishu’s answer shapes', () => {
    expect(() =>
      feishu.checkAnswer('{"code":19021,"msg":"sign match fail or timestamp is not within one hour"}'),
    ).toThrow(expect.objectContaining({ code: '19021', retryable: false }));
    expect(() => feishu.checkAnswer('{"code":9499,"msg":"too many request"}')).toThrow(
      expect.objectContaining({ retryable: true }),
    );
    expect(() => feishu.checkAnswer('{"StatusCode":0,"StatusMessage":"success"}')).not.toThrow();
  });
});

describe('WeCom', () => {
  it('posts text with the mentions WeCom honours', async () => {
    reply = '{"errcode":0,"errmsg":"ok"}';
    await post(weCom, '/cgi-bin/webhook/send?key=k1', undefined);
    expect(last.url.searchParams.get('key')).toBe('k1');
    expect(json()).toEqual({
      msgtype: 'text',
      text: {
        content: '火警 Fire alarm\nHall 2, line 3\nEvacuate now',
        mentioned_list: ['wang.fang'],
        mentioned_mobile_list: ['13800000000'],
      },
    });
    const everyone = JSON.parse(
      weCom.call('http://x/', { ...message, mentions: { userIds: [], mobiles: [], everyone: true } }, undefined, NOW)
        .body,
    );
    expect(everyone.text.mentioned_list).toEqual(['@all']);
  });
});

describe('a generic JSON webhook', () => {
  it('posts the message as JSON with a signature its receiver can check', async () => {
    reply = 'ok';
    await post(genericWebhook, '/hooks/portal', SECRET);
    const timestamp = String(last.headers[TIMESTAMP_HEADER]);
    expect(timestamp).toBe(String(NOW.getTime() / 1000));
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${last.body}`).digest('hex')}`;
    const received = String(last.headers[SIGNATURE_HEADER]);
    expect(timingSafeEqual(Buffer.from(received), Buffer.from(expected))).toBe(true);
    expect(json()).toEqual({ title: message.title, text: message.text, mentions: message.mentions });
  });

  it('sends no signature headers without a secret', async () => {
    await post(genericWebhook, '/hooks/portal', undefined);
    expect(last.headers[SIGNATURE_HEADER]).toBeUndefined();
  });
});
