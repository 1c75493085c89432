// The physical floor of the bench: a bare Node `http` server with no framework, no database and
// nothing computed per request. Run as its own process (like the portal's server) so that it does
// not share an event loop with the browser driver or autocannon. Prints its port on stdout.
//
// - GET /floor/?answer=<bytes>&items=<n> and /floor/app.js: a trivial page with one small script
//   that draws a sign-in form (user name, password, submit); submitting it fetches POST
//   /json/<bytes> and draws a side menu of <n> items: the least a portal can do between the click
//   and its menu (one round trip, one list drawn).
// - POST /json/<bytes>: a JSON answer of exactly that many bytes, built once per size.
// - GET /react-floor/…: the same page drawn by React (react-floor/), from the build folder named by
//   REACT_FLOOR_DIR (build-react-floor.ts), read into memory at start.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <script type="module" src="/floor/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SCRIPT = `const root = document.getElementById('root');
const shape = new URLSearchParams(location.search);
const form = document.createElement('form');
form.innerHTML = '<label>User name <input name="userName" autocomplete="username"></label>' +
  '<label>Password <input name="password" type="password" autocomplete="current-password"></label>' +
  '<button type="submit">Sign in</button>';
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const answer = await fetch('/json/' + (Number(shape.get('answer')) || 0), { method: 'POST', body: '{}' });
  await answer.json();
  const nav = document.createElement('nav');
  nav.className = 'wb-side-area';
  const list = document.createElement('ul');
  list.setAttribute('role', 'menu');
  for (let i = 1; i <= (Number(shape.get('items')) || 1); i++) {
    const item = document.createElement('li');
    item.setAttribute('role', 'menuitem');
    item.textContent = 'Menu item ' + i;
    list.append(item);
  }
  nav.append(list);
  form.replaceWith(nav);
});
root.append(form);
`;

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Every file of the React floor's build, by its address ("/react-floor/index.html", …). */
function readReactFloor(folder: string | undefined): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  if (!folder) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const type = CONTENT_TYPES[entry.name.split('.').pop() ?? ''] ?? 'application/octet-stream';
    files.set(`/react-floor/${relative(folder, path)}`, { type, body: readFileSync(path) });
  }
  return files;
}

const reactFloor = readReactFloor(process.env.REACT_FLOOR_DIR);

const answers = new Map<number, Buffer>();

/** A JSON document of exactly `bytes` bytes (at least the envelope's own 34). */
function answerOf(bytes: number): Buffer {
  let answer = answers.get(bytes);
  if (!answer) {
    const envelope = '{"code":1,"message":"","data":""}';
    answer = Buffer.from(envelope.replace('"data":""', `"data":"${'x'.repeat(Math.max(0, bytes - envelope.length))}"`));
    answers.set(bytes, answer);
  }
  return answer;
}

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  // The request body is read to its end, as a real server must.
  request.resume();
  request.on('end', () => {
    const path = url.split('?')[0] ?? '';
    const reactFile = reactFloor.get(path.endsWith('/') ? `${path}index.html` : path);
    if (path === '/floor/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else if (path === '/floor/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(SCRIPT);
    } else if (reactFile) {
      response.writeHead(200, { 'content-type': reactFile.type });
      response.end(reactFile.body);
    } else if (path.startsWith('/json/')) {
      const body = answerOf(Number(path.slice('/json/'.length)) || 0);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
});
