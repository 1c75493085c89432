#!/usr/bin/env node
// Several service instances behind nginx on one PostgreSQL and one Redis, on this machine:
//   node deploy/run-local.mjs            (or: npm run build && node deploy/run-local.mjs)
// Environment: INSTANCES (2), DATABASE_URL, REDIS_URL, REDIS_PREFIX, SECRETS_KEY, LISTEN_PORT (8080: nginx),
// FIRST_INSTANCE_PORT (8081: the instances take the ports after it), KEEP_WORK_DIR=1 keeps logs.
// Ctrl+C stops everything; `kill -USR2 <pid of this script>` rolls a new build over the
// instances one at a time, as the README's "Running several instances" describes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { serverProcessEnv } from '../scripts/server-process-env.mjs';
import { findNginx, reloadNginx, startNginx, testNginxConf, writeNginxConf } from './nginx.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const count = Number(env.INSTANCES ?? 2);
const listenPort = Number(env.LISTEN_PORT ?? 8080);
const firstPort = Number(env.FIRST_INSTANCE_PORT ?? listenPort + 1);
/**
 * The key sealing the integrations' secrets must be the same on every instance (each has a DATA_DIR
 * of its own here): SECRETS_KEY, or one generated once and kept in data/ (ignored by git) so that
 * secrets saved in one run still open in the next.
 */
function sharedSecretsKey() {
  if (env.SECRETS_KEY) return env.SECRETS_KEY;
  const file = join(root, 'data', 'deploy-secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const shared = {
  DATABASE_URL: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/workbench',
  REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: env.REDIS_PREFIX ?? 'workbench',
  SECRETS_KEY: sharedSecretsKey(),
  // nginx runs on this machine: only its forwarded headers are believed.
  TRUST_PROXY: '127.0.0.1',
};
const HEALTH_EVERY_MS = 2_000;
const READY_WITHIN_MS = 90_000;

const nginx = findNginx();
if (!nginx) {
  console.error("nginx is missing: apt-get install -y nginx (Debian's package) or set NGINX_BIN.");
  process.exit(1);
}
ensureBuilt();

const workDir = mkdtempSync(join(tmpdir(), 'workbench-deploy-'));
const instances = Array.from({ length: count }, (_, index) => ({
  name: String.fromCharCode(97 + index),
  port: firstPort + index,
  child: null,
  ready: false,
  draining: false,
}));

/** Starts one instance from the built server with its own port and DATA_DIR, the rest shared. */
function startInstance(instance) {
  const dataDir = join(workDir, `instance-${instance.name}`);
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(join(dataDir, 'server.log'), 'a');
  instance.child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...serverProcessEnv(env), ...shared, PORT: String(instance.port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  instance.child.once('exit', (code, signal) => {
    if (!stopping && !instance.draining) console.log(`instance ${instance.name} exited (${signal ?? code})`);
  });
}

/** Still running: a process killed by a signal keeps exitCode null. */
const running = (child) => Boolean(child) && child.exitCode === null && child.signalCode === null;

async function isReady(instance) {
  try {
    const answer = await fetch(`http://127.0.0.1:${instance.port}/readyz`, { signal: AbortSignal.timeout(1_500) });
    return answer.ok;
  } catch {
    return false;
  }
}

async function waitReady(instance) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await isReady(instance))) {
    if (!running(instance.child)) throw new Error(`instance ${instance.name} exited while starting`);
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} was not ready within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  instance.ready = true;
}

function writeConf() {
  writeNginxConf(workDir, {
    listen: `127.0.0.1:${listenPort}`,
    instances: instances.map(({ port, ready, draining }) => ({ port, down: !ready || draining })),
  });
}

let nginxChild;
let stopping = false;

/** Open-source nginx has no active health checks: poll /readyz and take unready instances out. */
async function checkHealth() {
  let changed = false;
  for (const instance of instances) {
    if (instance.draining) continue;
    const ready = await isReady(instance);
    if (ready !== instance.ready) {
      console.log(`instance ${instance.name} is ${ready ? 'ready again' : 'not ready: taken out of nginx'}`);
      instance.ready = ready;
      changed = true;
    }
  }
  if (changed && !stopping) {
    writeConf();
    reloadNginx(nginxChild);
  }
}

/** A new version: each instance in turn leaves nginx, finishes its calls (SIGTERM), restarts, rejoins. */
async function rollOver() {
  ensureBuilt();
  for (const instance of instances) {
    console.log(`rolling instance ${instance.name}`);
    instance.draining = true;
    writeConf();
    reloadNginx(nginxChild);
    if (running(instance.child)) {
      const exited = once(instance.child, 'exit');
      instance.child.kill('SIGTERM');
      await exited;
    }
    instance.ready = false;
    startInstance(instance);
    await waitReady(instance);
    instance.draining = false;
    writeConf();
    reloadNginx(nginxChild);
  }
  console.log('rolled over: every instance runs the new build');
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  nginxChild?.kill('SIGQUIT');
  await Promise.all(
    instances.map(async ({ child }) => {
      if (!running(child)) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
  if (env.KEEP_WORK_DIR === '1') console.log(`logs kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
let rolling = false;
process.on('SIGUSR2', () => {
  if (rolling) return;
  rolling = true;
  rollOver()
    .catch((error) => console.error('rolling over failed:', error.message))
    .finally(() => {
      rolling = false;
    });
});

try {
  // The first instance migrates the database; the others then start together.
  const [first, ...others] = instances;
  startInstance(first);
  await waitReady(first);
  for (const instance of others) startInstance(instance);
  await Promise.all(others.map(waitReady));
  writeConf();
  testNginxConf(nginx, workDir);
  nginxChild = startNginx(nginx, workDir);
  nginxChild.stderr.on('data', (chunk) => process.stderr.write(chunk));
  nginxChild.once('exit', (code) => {
    if (!stopping) console.error(`nginx exited (${code}); see ${join(workDir, 'error.log')}`);
  });
  setInterval(() => void checkHealth(), HEALTH_EVERY_MS);
  console.log(
    `${count} instances (ports ${firstPort}–${firstPort + count - 1}) behind nginx: http://127.0.0.1:${listenPort}/`,
  );
  console.log(`work folder ${workDir}; Ctrl+C stops, kill -USR2 ${process.pid} rolls a new build over them`);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
