/**
 * Creates an admin of the operations console, or gives an existing one a new password and authenticator
 * (--recover, the way back in when the only admin lost their phone). Run it on the server with the
 * server's environment (DATABASE_URL, or DATA_DIR for the embedded database; with the embedded database,
 * stop the server first: PGlite allows one process at a time).
 *
 *   npm run staff:create-admin -- --email asha@phonix.in --name "Asha Rao"
 *   npm run staff:create-admin -- --email asha@phonix.in --recover
 *
 * The password (generated unless ADMIN_PASSWORD is set) and the TOTP secret are printed once, with the
 * otpauth URL as a QR code to scan with an authenticator app. --json prints them as one JSON object.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffRequestSchema, staffFields } from '@phonix/shared/staff-api';
import QRCode from 'qrcode';
import { readEnvOrExit } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createAdmin } from '../modules/staff/bootstrap.ts';
import { isCommonPassword } from '../modules/staff/common-passwords.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    recover: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const email = createStaffRequestSchema.shape.email.safeParse(values.email ?? '');
if (!email.success)
  fail('Usage: create-admin --email you@example.com --name "Your Name" [--recover] [--json]');
const name = values.name ?? (values.recover ? 'Admin' : undefined);
if (!name?.trim()) fail('--name is required for a new admin');
const password = process.env.ADMIN_PASSWORD;
if (password !== undefined && !staffFields.newPassword().safeParse(password).success)
  fail('ADMIN_PASSWORD must be at least 12 characters');
if (password !== undefined && isCommonPassword(password))
  fail('ADMIN_PASSWORD is on the list of common passwords; choose another');

const env = readEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  const admin = await createAdmin(database.db, {
    email: email.data,
    name: name.trim(),
    password,
    recover: values.recover,
  });
  if (values.json) {
    console.log(
      JSON.stringify({
        email: admin.email,
        password: admin.password,
        totp_secret: admin.totpSecret,
        otpauth_url: admin.otpauthUrl,
      }),
    );
  } else {
    console.log(`${admin.recovered ? 'Recovered' : 'Created'} the admin ${admin.email}.`);
    console.log('Keep these now; they are not shown again.\n');
    console.log(`  Password:     ${admin.password}`);
    console.log(`  TOTP secret:  ${admin.totpSecret}`);
    console.log(`  otpauth URL:  ${admin.otpauthUrl}\n`);
    console.log(
      'Scan this with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...):\n',
    );
    console.log(await QRCode.toString(admin.otpauthUrl, { type: 'terminal', small: true }));
    console.log('Then sign in at /admin with the e-mail, the password and the 6-digit code.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
} finally {
  await database.close();
}
