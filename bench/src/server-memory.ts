import { readFileSync } from 'node:fs';

/** Resident memory of a process in bytes, read from /proc. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
  const kib = Number(line?.replace(/\D+/g, '') ?? 0);
  return kib * 1024;
}
