import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { contactMessages } from '../src/db/schema.ts';
import { createEmailDriver } from '../src/modules/email/create-email-driver.ts';
import type { EmailDriver, EmailMessage } from '../src/modules/email/email-driver.ts';
import { LogEmailDriver } from '../src/modules/email/log-driver.ts';
import { SmtpEmailDriver } from '../src/modules/email/smtp-driver.ts';
import { createTestApp } from './support/test-app.ts';

const SUCCESS = 'Thank you for contacting us. We will get back to you soon.';
const TOO_MANY = 'Too many requests. Please try again in a few minutes.';

/** Records every e-mail; fails while `failing` is set; hands mails on to `delegate` when one is set. */
class RecordingDriver implements EmailDriver {
  readonly sent: EmailMessage[] = [];
  failing = false;
  delegate: EmailDriver | undefined;
  async send(message: EmailMessage): Promise<void> {
    if (this.failing) throw new Error('mail server unreachable');
    if (this.delegate) return this.delegate.send(message);
    this.sent.push(message);
  }
}

const email = new RecordingDriver();
let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ email, teamEmail: 'team@phonix.test' });
});
afterAll(async () => {
  await context.close();
});

let nextIp = 1;
/** Each test posts from its own client address so the rate limit of one does not leak into another. */
const freshIp = () => `203.0.113.${nextIp++}`;

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Pickup timing',
  message: 'Can the pickup be after 6 pm?',
};

const post = (payload: unknown, ip: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/contactus',
    payload: payload as object,
    remoteAddress: ip,
  });

async function storedRow(id: number) {
  const [row] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

const allRows = () => context.db.select().from(contactMessages);

describe('POST /api/contactus', () => {
  it('stores the message, answers success and e-mails the team, then marks the row notified', async () => {
    const ip = freshIp();
    const response = await post({ ...valid, subject: `Pickup timing ${ip}` }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS });

    const row = (await allRows()).find((entry) => entry.subject === `Pickup timing ${ip}`);
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Can the pickup be after 6 pm?',
      clientIp: ip,
    });
    const notified = await waitFor(
      () => storedRow(row?.id ?? 0),
      (value) => value?.notifiedAt != null,
    );
    expect(notified?.notifiedAt).toBeInstanceOf(Date);

    const mail = email.sent.find((entry) => entry.subject === `Contact form: Pickup timing ${ip}`);
    expect(mail).toMatchObject({ to: 'team@phonix.test', replyTo: 'asha@example.com' });
    expect(mail?.text).toContain('Asha Rao');
    expect(mail?.text).toContain('Can the pickup be after 6 pm?');
  });

  it('accepts a message left empty (only name, email and subject are required)', async () => {
    const response = await post({ name: 'Ravi', email: 'ravi@example.in', subject: 'Hello' }, freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'asha@example' }, 'email', 'Email is invalid'],
    [{ ...valid, subject: '' }, 'subject', 'Subject is required'],
    [{ ...valid, message: 'x'.repeat(301) }, 'message', 'Message must be at most 300 characters'],
  ])(
    'rejects %j with 400, the SPEC 5 message and the field, storing nothing',
    async (payload, field, message) => {
      const before = (await allRows()).length;
      const response = await post(payload, freshIp());
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, field });
      expect(body.message).toBe(message);
      expect((await allRows()).length).toBe(before);
    },
  );

  it('keeps the message and still answers success when the e-mail cannot be sent (notified_at stays null)', async () => {
    email.failing = true;
    try {
      const ip = freshIp();
      const response = await post({ ...valid, subject: `Mail down ${ip}` }, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SUCCESS });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = (await allRows()).find((entry) => entry.subject === `Mail down ${ip}`);
      expect(row).toBeDefined();
      expect(row?.notifiedAt).toBeNull();
    } finally {
      email.failing = false;
    }
  });

  it('allows 5 messages per 10 minutes from one address, then answers 429 with a plain message', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(valid, ip)).statusCode).toBe(200);
    }
    const before = (await allRows()).length;
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: TOO_MANY,
      retry_after: expect.any(Number),
    });
    // Ten minutes from the first request, less the time the test took.
    expect(limited.json().retry_after).toBeGreaterThan(590);
    expect(limited.json().retry_after).toBeLessThanOrEqual(600);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await allRows()).length).toBe(before);
    // Another visitor is not affected.
    expect((await post(valid, freshIp())).statusCode).toBe(200);
  });
});

/**
 * A minimal SMTP server on 127.0.0.1 (no TLS, no auth): enough of RFC 5321 for nodemailer to deliver one
 * message, which it records.
 */
function startFakeSmtpServer(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.setEncoding('utf8');
    socket.write('220 localhost fake ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\r\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        newline = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'DATA') {
          data = [];
          socket.write('354 end with .\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n'); // MAIL FROM, RCPT TO, RSET, NOOP
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

describe('e-mail drivers', () => {
  it('the SMTP driver delivers the team notification to an SMTP server', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const driver = new SmtpEmailDriver({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Phonix <no-reply@phonix.test>',
      });
      await driver.send({
        to: 'team@phonix.test',
        subject: 'Contact form: Hello\r\nBcc: victim@example.com',
        text: 'Name: Asha Rao\nA message',
        replyTo: 'asha@example.com',
      });
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0] ?? '';
      expect(message).toMatch(/^To: team@phonix\.test$/m);
      expect(message).toMatch(/^From: Phonix <no-reply@phonix\.test>$/m);
      expect(message).toMatch(/^Reply-To: asha@example\.com$/m);
      expect(message).toMatch(/^Subject: Contact form: Hello Bcc: victim@example\.com$/m);
      expect(message).not.toMatch(/^Bcc:/m);
      expect(message).toContain('Name: Asha Rao');
    } finally {
      await smtp.close();
    }
  });

  it('the SMTP driver sends one Message-ID for every try of an outbox message, so a repeat reads as the same mail', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const driver = new SmtpEmailDriver({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Phonix <no-reply@phonix.test>',
      });
      const mail = { to: 'team@phonix.test', subject: 'New order', text: 'An order' };
      await driver.send({ ...mail, idempotencyKey: 'phonix-outbox-41' });
      await driver.send({ ...mail, idempotencyKey: 'phonix-outbox-41' });
      await driver.send({ ...mail, idempotencyKey: 'phonix-outbox-42' });
      const ids = smtp.messages.map((message) => message.match(/^Message-ID: (.*)$/im)?.[1]);
      expect(ids[0]).toMatch(/^<phonix-outbox-41@[a-z0-9.-]+>$/);
      expect(ids[1]).toBe(ids[0]);
      expect(ids[2]).toMatch(/^<phonix-outbox-42@/);
    } finally {
      await smtp.close();
    }
  });

  it('the contact form notifies the team through the SMTP driver, then marks the row notified', async () => {
    const smtp = await startFakeSmtpServer();
    email.delegate = new SmtpEmailDriver({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'no-reply@phonix.test',
    });
    try {
      const response = await post({ ...valid, subject: 'Through SMTP' }, freshIp());
      expect(response.statusCode).toBe(200);
      const row = await waitFor(
        async () => (await allRows()).find((entry) => entry.subject === 'Through SMTP'),
        (value) => value?.notifiedAt != null,
      );
      expect(row?.notifiedAt).toBeInstanceOf(Date);
      expect(smtp.messages.join('\n')).toContain('Subject: Contact form: Through SMTP');
      expect(smtp.messages.join('\n')).toMatch(/^To: team@phonix\.test$/m);
    } finally {
      email.delegate = undefined;
      await smtp.close();
    }
  });

  it('the log driver writes one structured line per e-mail', async () => {
    const lines: { object: Record<string, unknown>; message: string }[] = [];
    const driver = new LogEmailDriver({ info: (object, message) => lines.push({ object, message }) });
    await driver.send({ to: 'team@phonix.test', subject: 'Hi', text: 'Body' });
    expect(lines).toEqual([
      {
        object: { email: { to: 'team@phonix.test', subject: 'Hi', text: 'Body' } },
        message: 'email (log driver)',
      },
    ]);
  });

  it('the configuration selects the driver, and EMAIL_DRIVER=smtp requires SMTP_URL', () => {
    const quiet = { info: () => {} };
    expect(createEmailDriver(parseEnv({}), quiet)).toBeInstanceOf(LogEmailDriver);
    const smtp = parseEnv({ EMAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' });
    expect(createEmailDriver(smtp, quiet)).toBeInstanceOf(SmtpEmailDriver);
    expect(() => parseEnv({ EMAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL: is required when EMAIL_DRIVER=smtp/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ PUBLIC_ORIGIN: 'https://www.phonix.in/shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(parseEnv({}).PUBLIC_ORIGIN).toBe('https://www.phonix.in');
  });
});
