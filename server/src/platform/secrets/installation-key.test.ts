import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, loadInstallationKey, parseSecretKey } from './installation-key';

const freshDir = () => mkdtempSync(join(tmpdir(), 'workbench-key-'));

describe('the installation key', () => {
  it('takes a configured key in hex or base64, and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseSecretKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSecretKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    expect(parseSecretKey('too short')).toBeUndefined();
    expect(parseSecretKey(Buffer.alloc(16).toString('base64'))).toBeUndefined();
  });

  it('uses the configured key and writes nothing', async () => {
    const dir = freshDir();
    const configured = Buffer.alloc(32, 1);
    expect(await loadInstallationKey(configured, dir)).toEqual(configured);
    expect(() => statSync(join(dir, KEY_FILE_NAME))).toThrow();
  });

  it('generates one key per installation, readable by the owner only, and keeps it across starts', async () => {
    const dir = freshDir();
    const [a, b] = await Promise.all([loadInstallationKey(undefined, dir), loadInstallationKey(undefined, dir)]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(32);
    expect(await loadInstallationKey(undefined, dir)).toEqual(a);
    expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, KEY_FILE_NAME), 'utf8').trim()).toBe(a.toString('base64'));
  });

  it('says which file is broken rather than sealing with a bad key', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, KEY_FILE_NAME), 'not a key');
    await expect(loadInstallationKey(undefined, dir)).rejects.toThrow(KEY_FILE_NAME);
  });
});
