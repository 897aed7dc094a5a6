// `npm run create-admin`: the staff rules of the back office (password of at least 8 characters), an
// audit row written by the system, a taken e-mail refused — as a function on both test databases, and
// once as the real command (a child process) on a fresh embedded database. The password never goes on
// the command line (finding 17): a hidden prompt on a terminal, standard input for scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { uniqueEmail } from '../test/fixtures.ts';
import { body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createAdmin } from './create-admin.ts';
import { readHidden } from './prompt.ts';

const SCRIPT = path.join(import.meta.dirname, 'create-admin.ts');
const SERVER = path.join(import.meta.dirname, '..', '..');

interface Row {
  id: string;
  axid: string;
  role: string;
  name_en: string;
  password_hash: string;
}
const accountOf = async (database: Database, email: string) =>
  (
    await database.query<Row>(
      'select id, axid, role, name_en, password_hash from accounts where email = $1',
      [email],
    )
  )[0];
const auditOf = async (database: Database, accountId: string) =>
  database.query<{ actor_id: string | null; action: string; entity: string; data: Record<string, unknown> }>(
    'select actor_id, action, entity, data from audit_log where entity_id = $1',
    [accountId],
  );

describe.each(testDatabases)('create-admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates an admin who can sign in to the back office, audited as done by the system', async () => {
    const email = uniqueEmail('admin');
    const result = await createAdmin(t.database, {
      email: ` ${email.toUpperCase()} `,
      password: 'long-enough',
      name: 'Nino',
    });
    expect(result).toMatchObject({ ok: true, email });
    const row = (await accountOf(t.database, email))!;
    expect(row).toMatchObject({ role: 'admin', name_en: 'Nino' });
    expect(result.ok && result.axid).toBe(row.axid);
    expect(await verifyPassword(row.password_hash, 'long-enough')).toBe(true);
    expect(await auditOf(t.database, row.id)).toEqual([
      {
        actor_id: null,
        action: 'staff.create',
        entity: 'account',
        data: { axid: row.axid, email, role: 'admin', via: 'cli' },
      },
    ]);

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: { email, password: 'long-enough' },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { authorization: `Bearer ${body(signin).token}` },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('refuses a password shorter than staff passwords, a bad e-mail and a taken one, writing nothing', async () => {
    const email = uniqueEmail('admin');
    const short = await createAdmin(t.database, { email, password: 'six666' });
    expect(short).toMatchObject({ ok: false, exitCode: 2 });
    expect(!short.ok && short.message).toContain('password: password_too_short');
    expect(await accountOf(t.database, email)).toBeUndefined();

    const badEmail = await createAdmin(t.database, { email: 'not-an-email', password: 'long-enough' });
    expect(badEmail).toMatchObject({ ok: false, exitCode: 2 });
    expect(!badEmail.ok && badEmail.message).toContain('email: invalid_email');
    expect(await createAdmin(t.database, { password: 'long-enough' })).toMatchObject({
      ok: false,
      exitCode: 2,
    });

    expect(await createAdmin(t.database, { email, password: 'long-enough' })).toMatchObject({ ok: true });
    const taken = await createAdmin(t.database, { email, password: 'another-one' });
    expect(taken).toMatchObject({ ok: false, exitCode: 1 });
    const row = (await accountOf(t.database, email))!;
    expect(await verifyPassword(row.password_hash, 'long-enough')).toBe(true);
    expect(await auditOf(t.database, row.id)).toHaveLength(1);
  });
});

// A child process migrating a fresh embedded database takes a while on a busy machine.
describe('the create-admin command', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = () => {
    const out: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    delete out.DATABASE_URL;
    return out;
  };
  /** Runs the command with `stdin` piped in (a script's way: not a terminal). */
  const command = (args: string[], stdin = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
        cwd: SERVER,
        env: env(),
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += String(d)));
      child.stderr.on('data', (d) => (stderr += String(d)));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });

  it('refuses a short password with the usage and exit code 2, before opening any database', async () => {
    const res = await command(['--email', 'first@amanati.ge'], 'short\n');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('password: password_too_short');
    expect(res.stderr).toContain('at least 8 characters');
  });

  it('finding 17: refuses a password on the command line, creating nothing', async () => {
    const res = await command(['--email', 'argv@amanati.ge', '--password', 'long-enough']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--password is not accepted');
    expect(res.stderr).toContain('--password-stdin');
  });

  it('creates the admin in the configured database, once', async () => {
    const first = await command(
      ['--email', 'first@amanati.ge', '--name', 'Levan', '--password-stdin'],
      'long-enough\nignored second line\n',
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Admin first@amanati\.ge created \(AX\d+\)\./);
    // Standard input that is not a terminal is read even without the flag.
    const again = await command(['--email', 'first@amanati.ge'], 'long-enough\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const row = (await accountOf(database, 'first@amanati.ge'))!;
      expect(row).toMatchObject({ role: 'admin', name_en: 'Levan' });
      expect(await verifyPassword(row.password_hash, 'long-enough')).toBe(true);
      expect(await accountOf(database, 'argv@amanati.ge')).toBeUndefined();
      expect(first.stdout).toContain(row.axid);
      expect((await auditOf(database, row.id)).map((a) => [a.actor_id, a.action, a.data.via])).toEqual([
        [null, 'staff.create', 'cli'],
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('the hidden password prompt', () => {
  it('finding 17: reads a line on a terminal without echoing it', async () => {
    const input = Object.assign(new PassThrough(), {
      isTTY: true,
      isRaw: false,
      modes: [] as boolean[],
      setRawMode(mode: boolean) {
        input.modes.push(mode);
        input.isRaw = mode;
        return input;
      },
    });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d) => (shown += String(d)));
    const answer = readHidden('Password: ', input as unknown as NodeJS.ReadStream, output);
    input.write('s3cret-passX');
    input.write('\u007fwo\r');
    expect(await answer).toBe('s3cret-passwo');
    expect(shown).toBe('Password: \n');
    expect(input.modes).toEqual([true, false]);
  });
});
