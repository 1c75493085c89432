import { parseAnswer, type RobotFormat, RobotRefusal } from './robot-format';

/** WeCom's "API frequency" answer: worth another try later. */
const SLOW_DOWN = new Set(['45009']);

/**
 * WeCom's group robot (企业微信群机器人): the key in the address is its only credential, no
 * signature. Posts are text, the only kind whose mentions WeCom honours: user ids in
 * `mentioned_list` ("@all" for everyone), numbers in `mentioned_mobile_list`. Refusals come as
 * HTTP 200 with a non-zero `errcode`.
 */
export const weCom: RobotFormat = {
  call(webhookUrl, message) {
    const { userIds, mobiles, everyone } = message.mentions;
    return {
      url: webhookUrl,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        msgtype: 'text',
        text: {
          content: `${message.title}\n${message.text}`,
          mentioned_list: [...userIds, ...(everyone ? ['@all'] : [])],
          mentioned_mobile_list: mobiles,
        },
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
