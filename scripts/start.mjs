// `npm start`: build what is not built yet, then serve the API, the hubs and the portal from one port.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';
import { serverProcessEnv } from './server-process-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt();

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  cwd: root,
  env: serverProcessEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
