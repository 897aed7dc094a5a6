// Finding 17: The mail outbox's text kept reset links in clear after sending. A sent mail's stored copy now
// has its secret link replaced by a placeholder; the mail itself (over real SMTP) still carries it, and
// the back office outbox still lists the message.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { staffSession } from '../../test/staff-sessions.ts';
import { createOutbox } from './outbox.ts';
import { smtpSender } from './email.sender.ts';
import { LINK_PLACEHOLDER } from './redact.ts';

/** A local SMTP server keeping the raw messages it receives. */
async function startMailbox() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('latin1'));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(testDatabases)('the mail outbox on %s', (kind) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(kind, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://amanati.test' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  it('finding 17: a sent reset mail keeps no readable reset link in the outbox', async () => {
    const { candidate } = await signupCustomer(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/forgetPassword',
      headers: { 'accept-language': 'en' },
      payload: { email: candidate.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const stored = async () =>
      (
        await t.database.query<{ id: string; text: string; html: string | null; status: string }>(
          `select id, text, html, status from outbox where "to" = $1 and kind = 'password_reset'`,
          [candidate.email],
        )
      )[0]!;
    expect((await stored()).text).toContain('https://amanati.test/reset-password?token=');

    expect(await t.app.ctx.outbox.deliverPending()).toBeGreaterThanOrEqual(1);

    // The customer got the working link…
    const raw = mailbox.received.find((m) => m.includes(candidate.email))!;
    // Quoted-printable: soft line breaks out, `=3D` back to `=`.
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const token = /reset-password\?token=([\w-]+)/.exec(decoded)?.[1];
    expect(token).toBeDefined();
    // …the stored copy has only the placeholder.
    const row = await stored();
    expect(row.status).toBe('sent');
    expect(row.text).not.toContain(token);
    expect(row.text).not.toContain('token=');
    expect(row.text).toContain(LINK_PLACEHOLDER);
    expect(row.text).toContain('To set a new password, open this link');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/resetPassword',
      payload: { token, newPassword: 'brand-new-pass1', newRePassword: 'brand-new-pass1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const admin = await staffSession(t, 'admin');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=sent',
      headers: bearer(admin.token),
    });
    expect(outbox.statusCode, outbox.body).toBe(200);
    const listed = (body(outbox).mails as { _id: string; status: string; kind: string }[]).find(
      (m) => m._id === row.id,
    );
    expect(listed).toMatchObject({ status: 'sent', kind: 'password_reset' });
  });

  it('finding 17: reset links of mails sent before this rule are redacted by the next delivery run', async () => {
    const [row] = await t.database.query<{ id: string }>(
      `insert into outbox ("to", subject, text, html, kind, status, sent_at)
       values ('old@example.ge', 'reset', 'open https://amanati.test/reset-password?token=oldsecret123 now',
               '<a href="https://amanati.test/reset-password?token=oldsecret123">reset</a>', 'password_reset', 'sent', now())
       returning id`,
    );
    // A new process's outbox (the app's own already made its first run above).
    const outbox = createOutbox(
      t.database,
      { email: smtpSender(mailbox.url, 'Amanati <no-reply@amanati.ge>') },
      t.app.log,
    );
    await outbox.deliverPending();
    const [after] = await t.database.query<{ text: string; html: string }>(
      'select text, html from outbox where id = $1',
      [row!.id],
    );
    expect(after).toEqual({
      text: `open ${LINK_PLACEHOLDER} now`,
      html: `<a href="${LINK_PLACEHOLDER}">reset</a>`,
    });
  });
});
