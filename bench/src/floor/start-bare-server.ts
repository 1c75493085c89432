import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../../../e2e/support/server';

export interface BareServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts bare-server.ts in a process of its own and waits until it listens; with `reactFloorDir`
 * (build-react-floor.ts) it serves the React floor page too.
 */
export async function startBareServer(options: { reactFloorDir?: string } = {}): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench/src/floor/bare-server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(options.reactFloorDir ? { REACT_FLOOR_DIR: options.reactFloorDir } : {}) },
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const port = Number(/PORT (\d+)/.exec(line.toString())?.[1]);
  if (!port) throw new Error(`the bare server did not say its port: ${line.toString()}`);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
