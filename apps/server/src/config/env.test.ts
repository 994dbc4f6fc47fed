import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentDltTemplateIds } from '../modules/sms/templates.ts';
import { parseEnv, parseTrustProxy, startupWarnings } from './env.ts';

const main = path.resolve(import.meta.dirname, '../main.ts');

/**
 * Starts the real server entry point (as npm start does) and collects its output until `until` matches
 * it or the process exits; the process is stopped by its PID afterwards.
 */
function startServer(env: Record<string, string>, until: RegExp) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-env-'));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ output: string; exitCode: number | null }>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no match for ${until} in:\n${output}`)), 30_000);
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve({ output, exitCode: child.exitCode });
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) finish();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => finish());
  });
}

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset or false', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or proxy addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(parseTrustProxy(' 192.168.1.10 , ::1, fd00::/8 ')).toEqual(['192.168.1.10', '::1', 'fd00::/8']);
  });

  it('refuses true, naming what to set instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=true would take the client address from the left-most X-Forwarded-For entry.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/s,
    );
  });

  it('refuses addresses that are not addresses', () => {
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not an IP address/);
    expect(() => parseEnv({ TRUST_PROXY: 'loadbalancer' })).toThrow(/"loadbalancer" is not an IP address/);
    expect(() => parseEnv({ TRUST_PROXY: '99' })).toThrow(/hop count from 1 to 10/);
  });

  it('stops npm start with that message before anything opens', async () => {
    const { output, exitCode } = await startServer({ TRUST_PROXY: 'true' }, /$^/);
    expect(exitCode).toBe(1);
    expect(output).toContain('Invalid environment:');
    expect(output).toContain('Set the number of proxies in front of the server instead (TRUST_PROXY=1');
    expect(output).not.toMatch(/\n\s+at /); // the message, not a stack trace
  }, 60_000);
});

describe('configuration', () => {
  it('reads a variable set to nothing as unset: DATABASE_URL= means the embedded database', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('reads the payout webhook secret and the status check timing, refusing a short secret', () => {
    const defaults = parseEnv({});
    expect(defaults.PAYOUT_WEBHOOK_SECRET).toBeUndefined();
    expect([defaults.PAYOUT_POLL_INTERVAL_MINUTES, defaults.PAYOUT_POLL_AFTER_MINUTES]).toEqual([5, 10]);
    const set = parseEnv({
      PAYOUT_WEBHOOK_SECRET: 'whsec-0123456789abcdef',
      PAYOUT_POLL_INTERVAL_MINUTES: '1',
      PAYOUT_POLL_AFTER_MINUTES: '5',
    });
    expect([
      set.PAYOUT_WEBHOOK_SECRET,
      set.PAYOUT_POLL_INTERVAL_MINUTES,
      set.PAYOUT_POLL_AFTER_MINUTES,
    ]).toEqual(['whsec-0123456789abcdef', 1, 5]);
    expect(() => parseEnv({ PAYOUT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYOUT_WEBHOOK_SECRET/);
    expect(() => parseEnv({ PAYOUT_POLL_INTERVAL_MINUTES: '60' })).toThrow(/PAYOUT_POLL_INTERVAL_MINUTES/);
  });

  it('asks for SMS_RECORD_FILE with the recording SMS driver', () => {
    expect(() => parseEnv({ SMS_DRIVER: 'record' })).toThrow(
      /SMS_RECORD_FILE: is required when SMS_DRIVER=record/,
    );
    expect(parseEnv({ SMS_DRIVER: 'record', SMS_RECORD_FILE: '/tmp/sms.jsonl' }).SMS_RECORD_FILE).toBe(
      '/tmp/sms.jsonl',
    );
  });

  it('asks for the DLT entity id and every template id with the HTTP SMS driver in production', () => {
    const http = { SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://sms.example/send' };
    expect(() => parseEnv({ ...http, NODE_ENV: 'production' })).toThrow(
      /SMS_DLT_ENTITY_ID: is required when SMS_DRIVER=http in production[\s\S]*SMS_DLT_TEMPLATES is required/,
    );
    const ids = developmentDltTemplateIds();
    const partial = { ...ids, order_booked_seller: { en: '1107000000000000001' } };
    expect(() =>
      parseEnv({
        ...http,
        NODE_ENV: 'production',
        SMS_DLT_ENTITY_ID: '1101',
        SMS_DLT_TEMPLATES: JSON.stringify(partial),
      }),
    ).toThrow('SMS_DLT_TEMPLATES: order_booked_seller has no hi id; order_booked_seller has no te id');
    // Development ids otherwise; a list that is given is checked all the same.
    expect(parseEnv({ ...http, NODE_ENV: 'development' }).SMS_DLT_TEMPLATES).toBeUndefined();
    expect(() => parseEnv({ SMS_DLT_TEMPLATES: '{"order_booked": {}}' })).toThrow(
      /unknown template order_booked/,
    );
  });

  it('a command-line script prints the same list as the server, not a stack trace', async () => {
    const script = path.resolve(import.meta.dirname, '../scripts/partners.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, 'requests'], {
      env: { ...process.env, DATABASE_URL: 'mysql://db', TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exitCode).toBe(1);
    expect(output).toContain('Invalid environment:\n');
    expect(output).toContain('  DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(output).toContain('  TRUST_PROXY:');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe('metrics settings', () => {
  const token = 'a'.repeat(32);

  it('are off by default, on a loopback listener when a port is set', () => {
    const env = parseEnv({});
    expect([env.METRICS_PORT, env.METRICS_TOKEN, env.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
    ]);
    expect(parseEnv({ METRICS_PORT: '3749', METRICS_TOKEN: token })).toMatchObject({
      METRICS_PORT: 3749,
      METRICS_TOKEN: token,
    });
  });

  it('refuses bad values, listing each with what to set instead', () => {
    const problems = (() => {
      try {
        parseEnv({ METRICS_PORT: 'ninety', METRICS_HOST: 'metrics.internal', METRICS_TOKEN: 'short' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(problems).toContain('  METRICS_PORT: ');
    expect(problems).toContain('  METRICS_HOST: must be an IP address');
    expect(problems).toContain('  METRICS_TOKEN: must be at least 32 characters');
    expect(() => parseEnv({ METRICS_TOKEN: `${'a'.repeat(31)} b` })).toThrow(
      /METRICS_TOKEN: must be printable/,
    );
    expect(() => parseEnv({ PORT: '3740', METRICS_PORT: '3740' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it('warns when the tokenless listener is bound beyond loopback', () => {
    expect(
      startupWarnings(parseEnv({ NODE_ENV: 'test', METRICS_PORT: '3749', METRICS_HOST: '10.0.0.5' })),
    ).toEqual([expect.stringContaining('METRICS_HOST=10.0.0.5')]);
    expect(startupWarnings(parseEnv({ NODE_ENV: 'test', METRICS_PORT: '3749' }))).toEqual([]);
  });
});

describe('start-up warnings', () => {
  it('warns when the SMS log driver runs in production, and only then', () => {
    expect(startupWarnings(parseEnv({ NODE_ENV: 'production', SMS_DRIVER: 'log' }))).toEqual([
      expect.stringContaining('SMS_DRIVER=log with NODE_ENV=production'),
    ]);
    expect(startupWarnings(parseEnv({ NODE_ENV: 'development', SMS_DRIVER: 'log' }))).toEqual([]);
    expect(
      startupWarnings(
        parseEnv({
          NODE_ENV: 'production',
          SMS_DRIVER: 'http',
          SMS_HTTP_URL: 'https://sms.example/send',
          SMS_DLT_ENTITY_ID: '1101000000000012345',
          SMS_DLT_TEMPLATES: JSON.stringify(developmentDltTemplateIds()),
        }),
      ),
    ).toEqual([]);
  });

  it('npm start logs the warning as a warn line', async () => {
    const { output } = await startServer({ NODE_ENV: 'production', SMS_DRIVER: 'log' }, /SMS_DRIVER=log/);
    const line = output.split('\n').find((entry) => entry.includes('SMS_DRIVER=log'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 40,
      msg: expect.stringContaining('one-time codes are written to the log'),
    });
  }, 60_000);
});
