import type { ChildProcess } from 'node:child_process';

export interface UpstreamInstance {
  host?: string;
  port: number;
  /** Marked down: nginx sends it nothing. */
  down?: boolean;
}

export interface NginxConfOptions {
  /** What nginx listens on, e.g. "127.0.0.1:8080". */
  listen: string;
  instances: UpstreamInstance[];
}

export function findNginx(): string | null;
export function renderNginxConf(options: NginxConfOptions): string;
export function writeNginxConf(dir: string, options: NginxConfOptions): string;
export function testNginxConf(nginx: string, dir: string): void;
export function startNginx(nginx: string, dir: string): ChildProcess;
export function reloadNginx(child: ChildProcess): void;
