// `npm run demo:events`: a stream of plant events against a running portal, for a newcomer to
// watch the event centre, the pop-ups and the strategies at work. Signs in as the demo plant's
// admin, gives itself an event source ("Demo event stream", replacing the one of its last run) and
// raises what a plant raises: temperatures that climb and return to normal, line stoppages,
// shift messages, reminders, now and then a flood of alarms in one area and, rarely, a fire alarm.
//
//   npm run demo:events                        # over HTTP to http://localhost:8080
//   npm run demo:events -- --url http://host:8080 --every 500 --count 200
//   npm run demo:events -- --mqtt mqtt://127.0.0.1:1883   # through a broker the service subscribes to
//     (the service started with MQTT_URL and MQTT_EVENT_SOURCE="Demo event stream": the script
//     creates that source when it is missing)
//
// The admin's password is ADMIN_PASSWORD, or the demo plant's default of the README.
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:8080' },
    every: { type: 'string', default: '1500' },
    count: { type: 'string', default: '0' },
    mqtt: { type: 'string' },
    topic: { type: 'string', default: process.env.MQTT_EVENTS_TOPIC?.replace(/[#+].*$/, '') ?? 'workbench/events/' },
  },
});
const portal = options.url.replace(/\/$/, '');
const everyMs = Math.max(50, Number(options.every) || 1500);
const stopAfter = Math.max(0, Number(options.count) || 0);
const SOURCE_NAME = 'Demo event stream';
const base = '/api/baseService';

/** One call in the envelope of docs/api.md; its `data`, or an error naming the message. */
async function call(path, body, headers = {}) {
  const response = await fetch(`${portal}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${answer.error?.message ?? answer.message ?? ''}`);
  return answer.data;
}

async function signInAsAdmin() {
  const password = process.env.ADMIN_PASSWORD ?? 'Workbench#1';
  const { accessToken, ticket } = await call(`${base}/identityServer/newLogin`, { userName: 'admin', password });
  return { authorization: `Bearer ${accessToken}`, ticket };
}

/** The demo plant's applications by their English names, with their sub-systems and areas. */
async function demoApplications(admin) {
  const page = await call(`${base}/application/queryPageList`, { skipCount: 0, maxResultCount: 100 }, admin);
  const byName = Object.fromEntries(page.items.map((application) => [application.enName, application.id]));
  const ids = { WMS: byName['Warehouse Management'], MES: byName['Manufacturing Execution'], MNT: byName.Maintenance };
  for (const [key, id] of Object.entries(ids))
    if (!id) throw new Error(`the demo plant's ${key} application is missing`);
  return ids;
}

/**
 * The event source the service raises MQTT messages as (its MQTT_EVENT_SOURCE, by name): created
 * for the demo plant's applications when it is missing, left as it is when it exists.
 */
async function ensureMqttSource(admin, name, applicationIds) {
  const found = await call(
    `${base}/eventSource/queryPageList`,
    { skipCount: 0, maxResultCount: 100, filter: name },
    admin,
  );
  if (found.items.some((source) => source.name === name)) return;
  await call(`${base}/eventSource/create`, { name, applicationIds }, admin);
}

/** A fresh key: the source of the last run is deleted (its key is shown only once and kept by nobody). */
async function demoSourceKey(admin, applicationIds) {
  const earlier = await call(
    `${base}/eventSource/queryPageList`,
    { skipCount: 0, maxResultCount: 100, filter: SOURCE_NAME },
    admin,
  );
  const ids = earlier.items.filter((source) => source.name === SOURCE_NAME).map((source) => source.id);
  if (ids.length > 0) await call(`${base}/eventSource/batchDelete`, { ids }, admin);
  const created = await call(`${base}/eventSource/create`, { name: SOURCE_NAME, applicationIds }, admin);
  return created.apiKey;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const texts = (zh, en, de) => ({ 'zh-Hans': zh, en, 'de-DE': de });

/** What the plant raises, one generator per kind; each answers the events of one step. */
function plantScenarios(apps) {
  const ovens = new Map();
  return {
    // A paint oven climbs past its limit and, a few steps later, returns to normal.
    temperature() {
      const oven = pick(['oven-1', 'oven-2', 'oven-3']);
      const eventKey = `SZ01/AREA-SZ-PAINT/${oven}/temperature-high`;
      const common = {
        eventKey,
        type: 2,
        category: 'temperature',
        applicationId: apps.MNT,
        dbInstanceCode: 'SZ01',
        dataPermissionCode: 'AREA-SZ-PAINT',
        device: oven,
      };
      const high = ovens.get(oven) ?? 0;
      if (high >= 2 && Math.random() < 0.5) {
        ovens.delete(oven);
        return [
          {
            ...common,
            title: texts('烘炉温度恢复正常', 'Oven temperature back to normal', 'Ofentemperatur wieder normal'),
            state: 'normal',
          },
        ];
      }
      ovens.set(oven, high + 1);
      const celsius = (182 + Math.random() * 8).toFixed(1);
      return [
        {
          ...common,
          title: texts('烘炉温度过高', 'Oven temperature too high', 'Ofentemperatur zu hoch'),
          message: texts(
            '{{detail.Device}}：{{detail.Temperature}} °C（上限 180 °C）',
            '{{detail.Device}}: {{detail.Temperature}} °C (limit 180 °C)',
            '{{detail.Device}}: {{detail.Temperature}} °C (Grenze 180 °C)',
          ),
          details: [
            { Key: 'Device', Value: oven },
            { Key: 'Temperature', Value: celsius },
          ],
        },
      ];
    },
    // A line stops: severe, in Suzhou or Stuttgart.
    stoppage() {
      const [plant, line] = pick([
        ['SZ01', 'LINE-A1'],
        ['SZ01', 'LINE-A2'],
        ['SZ01', 'LINE-M1'],
        ['ST01', 'LINE-S1'],
        ['ST01', 'LINE-S2'],
      ]);
      const reason = pick(['E-stop', 'Material shortage', 'Robot fault', 'Conveyor jam']);
      return [
        {
          eventKey: `${plant}/${line}/stopped`,
          type: 1,
          category: 'stoppage',
          applicationId: apps.MES,
          dbInstanceCode: plant,
          dataPermissionCode: line,
          device: line,
          title: texts('产线停机', 'Line stopped', 'Linie steht'),
          message: texts(
            '{{detail.Line}} 停机：{{detail.Reason}}',
            '{{detail.Line}} stopped: {{detail.Reason}}',
            '{{detail.Line}} steht: {{detail.Reason}}',
          ),
          details: [
            { Key: 'Line', Value: line },
            { Key: 'Reason', Value: reason },
          ],
        },
      ];
    },
    // The warehouse: a stock level or a blocked rack, a warning.
    warehouse() {
      const [plant, area] = pick([
        ['SZ01', 'WH-SZ-RAW'],
        ['SZ01', 'WH-SZ-FG'],
        ['ST01', 'WH-ST-01'],
        ['ST01', 'WH-ST-02'],
      ]);
      const item = pick(['M6 bolts', 'Steel sheet 2 mm', 'Paint RAL 7016', 'Pallet EUR']);
      return [
        {
          eventKey: `${plant}/${area}/low-stock/${item}`,
          type: 2,
          category: 'stock',
          applicationId: apps.WMS,
          dbInstanceCode: plant,
          dataPermissionCode: area,
          title: texts('库存低于安全库存', 'Stock below safety level', 'Bestand unter Sicherheitsbestand'),
          message: texts(
            '{{detail.Item}}：剩余 {{detail.Left}}',
            '{{detail.Item}}: {{detail.Left}} left',
            '{{detail.Item}}: noch {{detail.Left}}',
          ),
          details: [
            { Key: 'Item', Value: item },
            { Key: 'Left', Value: String(Math.floor(Math.random() * 40)) },
          ],
        },
      ];
    },
    message() {
      const plant = pick(['SZ01', 'ST01']);
      return [
        {
          eventKey: `${plant}/shift-handover/${new Date().toISOString().slice(0, 13)}`,
          type: 3,
          category: 'shift',
          applicationId: apps.MES,
          dbInstanceCode: plant,
          title: texts('交接班记录已提交', 'Shift handover notes submitted', 'Schichtübergabe eingetragen'),
        },
      ];
    },
    reminder() {
      const [plant, area] = pick([
        ['SZ01', 'AREA-SZ-PRESS'],
        ['ST01', 'AREA-ST-ASSY'],
      ]);
      return [
        {
          eventKey: `${plant}/${area}/inspection-due`,
          type: 4,
          category: 'inspection',
          applicationId: apps.MNT,
          dbInstanceCode: plant,
          dataPermissionCode: area,
          title: texts('设备点检即将到期', 'Equipment inspection due', 'Anlagenprüfung fällig'),
        },
      ];
    },
    // More than ten alarms in one area within minutes (ISA-18.2's flood).
    flood() {
      return Array.from({ length: 14 }, (_, index) => ({
        eventKey: `SZ01/AREA-SZ-PRESS/press-${index + 1}/pressure-low`,
        type: 2,
        category: 'pressure',
        applicationId: apps.MNT,
        dbInstanceCode: 'SZ01',
        dataPermissionCode: 'AREA-SZ-PRESS',
        device: `press-${index + 1}`,
        title: texts('液压压力低', 'Hydraulic pressure low', 'Hydraulikdruck niedrig'),
        details: [{ Key: 'Device', Value: `press-${index + 1}` }],
      }));
    },
    fire() {
      return [
        {
          eventKey: 'ST01/AREA-ST-UTIL/fire-panel/zone-4',
          type: 0,
          category: 'fire',
          applicationId: apps.MNT,
          dbInstanceCode: 'ST01',
          dataPermissionCode: 'AREA-ST-UTIL',
          device: 'Fire panel zone 4',
          title: texts('火警：4 区烟感报警', 'Fire alarm: smoke detector zone 4', 'Feueralarm: Rauchmelder Zone 4'),
          message: texts(
            '请立即确认并按疏散预案处理',
            'Confirm at once and follow the evacuation plan',
            'Sofort bestätigen und Räumungsplan befolgen',
          ),
        },
      ];
    },
  };
}

/** Mostly temperatures and stock, a stoppage now and then; a flood every ~80 steps, a fire every ~300. */
function nextKind() {
  const roll = Math.random();
  if (roll < 0.0033) return 'fire';
  if (roll < 0.016) return 'flood';
  return pick([
    'temperature',
    'temperature',
    'temperature',
    'warehouse',
    'warehouse',
    'stoppage',
    'message',
    'reminder',
  ]);
}

function httpSender(apiKey) {
  return {
    send: async (event) => {
      const answer = await call(`${base}/event/ingest`, event, { 'x-api-key': apiKey });
      return `#${answer.id} ×${answer.count}`;
    },
    close: async () => {},
  };
}

async function mqttSender(url) {
  const { connectAsync } = await import('mqtt');
  const client = await connectAsync(url, { protocolVersion: 5 });
  return {
    send: async (event) => {
      await client.publishAsync(`${options.topic}${event.eventKey}`, JSON.stringify(event), { qos: 1 });
      return 'published';
    },
    close: () => client.endAsync(),
  };
}

const admin = await signInAsAdmin();
const apps = await demoApplications(admin);
const scenarios = plantScenarios(apps);
let sender;
if (options.mqtt) {
  const sourceName = process.env.MQTT_EVENT_SOURCE ?? SOURCE_NAME;
  await ensureMqttSource(admin, sourceName, Object.values(apps));
  sender = await mqttSender(options.mqtt);
  console.log(`Publishing plant events to ${options.mqtt} under ${options.topic}…`);
  console.log(`(the portal must run with MQTT_URL=${options.mqtt} MQTT_EVENT_SOURCE="${sourceName}")`);
} else {
  sender = httpSender(await demoSourceKey(admin, Object.values(apps)));
  console.log(`Raising plant events at ${portal} as the event source "${SOURCE_NAME}"…`);
}
console.log('Watch them on the event centre (/#/Eventcenter). Ctrl-C stops.\n');

let sent = 0;
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});
while (!stopping && (stopAfter === 0 || sent < stopAfter)) {
  const kind = nextKind();
  for (const event of scenarios[kind]()) {
    try {
      const outcome = await sender.send(event);
      console.log(
        `${new Date().toLocaleTimeString()}  type ${event.type}  ${event.title.en}  ${event.eventKey}  ${outcome}`,
      );
    } catch (error) {
      console.error(`${new Date().toLocaleTimeString()}  not raised: ${error.message}`);
    }
    sent++;
  }
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
await sender.close();
console.log(`\n${sent} events raised.`);
