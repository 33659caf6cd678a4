import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { tightenDataDir, tightenedNotice } from './private-data-dir';

const scratch = mkdtempSync(join(tmpdir(), 'klokwerk-private-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('tightenDataDir', () => {
  it('takes group and other rights off the folder and everything in it, and counts them', () => {
    const dataDir = join(scratch, 'los');
    mkdirSync(join(dataDir, 'pgdata', 'pg_wal'), { recursive: true });
    const wal = join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001');
    const secret = join(dataDir, 'jwt-secret');
    const outside = join(scratch, 'buiten');
    writeFileSync(wal, 'wal');
    writeFileSync(secret, 'ab');
    writeFileSync(outside, 'niet van Klokwerk');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, 'koppeling'));
    chmodSync(wal, 0o666);
    chmodSync(secret, 0o600);
    chmodSync(join(dataDir, 'pgdata', 'pg_wal'), 0o777);
    chmodSync(join(dataDir, 'pgdata'), 0o755);
    chmodSync(dataDir, 0o755);

    expect(tightenDataDir(dataDir)).toBe(4);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'pgdata'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pgdata', 'pg_wal'))).toBe(0o700);
    expect(modeOf(wal)).toBe(0o600);
    expect(modeOf(secret)).toBe(0o600);
    // A link is not followed: what it points to is not Klokwerk's to change.
    expect(modeOf(outside)).toBe(0o644);
    expect(tightenDataDir(dataDir)).toBe(0);
    expect(tightenedNotice(dataDir, 4)).toContain('4 bestanden en mappen');
  });

  it('does nothing for a folder that does not exist yet', () => {
    expect(tightenDataDir(join(scratch, 'bestaat-niet'))).toBe(0);
  });

  it('refuses a shared folder such as /tmp rather than closing it for everyone', () => {
    const shared = join(scratch, 'gedeeld');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    expect(() => tightenDataDir(shared)).toThrow(ConfigError);
    expect(modeOf(shared)).toBe(0o1777);
  });
});
