// Writes the nginx configuration of deploy/nginx.conf.template into a working folder and runs
// Debian's nginx on it without root: pid, logs and temp files stay in that folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx, or the first on PATH; null when none. */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter(Boolean);
  for (const candidate of candidates) {
    if (candidate.includes('/') && !existsSync(candidate)) continue;
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/** The configuration for `listen` (e.g. "127.0.0.1:8080") in front of `instances` ({host, port, down}). */
export function renderNginxConf({ listen, instances }) {
  const servers = instances
    .map(
      ({ host = '127.0.0.1', port, down = false }) =>
        `    server ${host}:${port} max_fails=1 fail_timeout=5s${down ? ' down' : ''};`,
    )
    .join('\n');
  return readFileSync(join(here, 'nginx.conf.template'), 'utf8')
    .replace('{{LISTEN}}', listen)
    .replace('{{SERVERS}}', servers);
}

/** Writes nginx.conf (and the temp folders it names) into `dir`; returns the file's path. */
export function writeNginxConf(dir, options) {
  for (const folder of TEMP_FOLDERS) mkdirSync(join(dir, 'temp', folder), { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, renderNginxConf(options));
  return file;
}

/** Checks the configuration in `dir` (nginx -t); throws with nginx's words when it is wrong. */
export function testNginxConf(nginx, dir) {
  const run = spawnSync(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'error.log', '-t'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`nginx refused its configuration:\n${run.stderr}`);
}

/** Starts nginx in the foreground on the configuration in `dir`; the child process. */
export function startNginx(nginx, dir) {
  return spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'error.log', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Makes a running nginx read its configuration again (after writeNginxConf): no connection is dropped. */
export function reloadNginx(child) {
  child.kill('SIGHUP');
}
