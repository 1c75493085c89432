import { createHmac } from 'node:crypto';
import { parseAnswer, type RobotFormat, RobotRefusal } from './robot-format';

/** DingTalk's "send too fast" answer: the only refusal worth another try. */
const SLOW_DOWN = new Set(['130101']);

/**
 * DingTalk's group robot (钉钉自定义机器人). With "加签" the robot wants `timestamp` (ms) and
 * `sign` on the address: base64 of HMAC-SHA256 keyed with the secret over "timestamp\nsecret",
 * URL-encoded. Posts are markdown, with the mentioned mobiles and user ids named in the text, as
 * DingTalk only highlights mentions that also appear there. Refusals come as HTTP 200 with a
 * non-zero `errcode`.
 */
export const dingTalk: RobotFormat = {
  call(webhookUrl, message, secret, now) {
    const url = new URL(webhookUrl);
    if (secret) {
      const timestamp = String(now.getTime());
      const sign = createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
      url.searchParams.set('timestamp', timestamp);
      url.searchParams.set('sign', sign);
    }
    const { mobiles, userIds, everyone } = message.mentions;
    const callOuts = [...mobiles, ...userIds].map((who) => `@${who}`).join(' ');
    const text = [`### ${message.title}`, message.text, callOuts].filter(Boolean).join('\n\n');
    return {
      url: url.toString(),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        msgtype: 'markdown',
        markdown: { title: message.title, text },
        at: { atMobiles: mobiles, atUserIds: userIds, isAtAll: everyone },
      }),
    };
  },
  checkAnswer(answer) {
    const parsed = parseAnswer(answer);
    const code = String(parsed?.errcode ?? '');
    if (code === '0') return;
    throw new RobotRefusal(code || 'no errcode', String(parsed?.errmsg ?? answer.slice(0, 200)), SLOW_DOWN.has(code));
  },
};
