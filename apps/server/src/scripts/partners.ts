/**
 * Partners from the command line, beside the operations console (README "Partners"):
 *
 *   npm run partner:requests                                   list partner requests, newest first
 *   npm run partner:approve -- --request 12 --pincodes 500081,500032 [--shop "Name"] [--owner "Name"]
 *   npm run partner:decline -- --request 12 --reason "Outside our cities"
 *   npm run partner:pincodes -- --mobile 9876543210 --pincodes 500081,500032
 *   npm run partner:suspend -- --mobile 9876543210
 *   npm run partner:activate -- --mobile 9876543210
 *
 * It uses the server's database (DATABASE_URL, else the embedded one under DATA_DIR, which must not be in
 * use by a running server) and the same service as the console (modules/partners/admin-service.ts). Its
 * changes are in the audit log as made by `script:partners`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvOrExit } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { AppError } from '../lib/app-error.ts';
import { scriptActor } from '../modules/audit/audit.ts';
import { giveOrdersToPartners } from '../modules/orders/index.ts';
import { PartnerAdminService } from '../modules/partners/admin-service.ts';

const USAGE = `Usage:
  npm run partner:requests
  npm run partner:approve -- --request <id> [--pincodes 500081,500032] [--shop "Shop name"] [--owner "Owner name"]
  npm run partner:decline -- --request <id> --reason "Why"
  npm run partner:pincodes -- --mobile <10 digits> --pincodes 500081,500032
  npm run partner:suspend -- --mobile <10 digits> [--reason "Why"]
  npm run partner:activate -- --mobile <10 digits>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    request: { type: 'string' },
    pincodes: { type: 'string' },
    mobile: { type: 'string' },
    shop: { type: 'string' },
    owner: { type: 'string' },
    reason: { type: 'string' },
  },
});
const command = positionals[0];

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
const mobileOf = () => {
  if (!values.mobile || !/^\d{10}$/.test(values.mobile))
    fail("--mobile must be the partner's 10-digit mobile number.");
  return { mobile: values.mobile };
};

if (!['requests', 'approve', 'decline', 'pincodes', 'suspend', 'activate'].includes(command ?? ''))
  fail('Which command?');

const env = readEnvOrExit();
if (!env.DATABASE_URL) {
  try {
    lockDataDir(env.DATA_DIR, 'npm run partner:*');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
// A partner's order counts, and a suspension handing its orders back to the pool, are the orders' to give.
giveOrdersToPartners();
const admin = new PartnerAdminService(database.db);
const actor = scriptActor('partners');
const requestIdOf = () => {
  const requestId = Number(values.request);
  if (!Number.isInteger(requestId) || requestId <= 0) fail('--request must be a partner request number.');
  return requestId;
};
const show = (partner: Awaited<ReturnType<PartnerAdminService['partner']>>) =>
  console.log(
    `Partner #${partner.partner_id}: ${partner.shop_name} (${partner.owner_name}, ${partner.mobile}), ` +
      `${partner.status}, serving ${partner.pincodes.join(', ')}`,
  );

try {
  await database.migrate();
  switch (command) {
    case 'requests': {
      const shown = [];
      for (let page = 1; ; page++) {
        const { requests, total } = await admin.listRequests({ status: 'all', page });
        shown.push(...requests);
        if (requests.length === 0 || shown.length >= total) break;
      }
      if (shown.length === 0) console.log('No partner requests yet.');
      for (const request of shown) {
        const status =
          request.status === 'approved'
            ? `approved: partner #${request.partner_id}`
            : request.status === 'declined'
              ? `declined: ${request.decline_reason}`
              : 'pending';
        console.log(
          `#${request.id}  ${request.created_at.slice(0, 10)}  ${request.shop_name} (${request.owner_name}, ` +
            `${request.mobile})  ${request.city} ${request.pincode}  ${status}`,
        );
      }
      break;
    }
    case 'approve': {
      const { partner } = await admin.approveRequest(actor, {
        requestId: requestIdOf(),
        ...(values.pincodes ? { pincodes: list(values.pincodes) } : {}),
        ...(values.shop ? { shopName: values.shop } : {}),
        ...(values.owner ? { ownerName: values.owner } : {}),
      });
      show(partner);
      break;
    }
    case 'decline': {
      const requestId = requestIdOf();
      if (!values.reason?.trim()) fail('--reason is required.');
      const request = await admin.declineRequest(actor, { requestId, reason: values.reason });
      console.log(
        `Partner request #${request.id} (${request.shop_name}) declined: ${request.decline_reason}`,
      );
      break;
    }
    case 'pincodes':
      if (!values.pincodes) fail('--pincodes is required.');
      show(await admin.setPincodes(actor, mobileOf(), list(values.pincodes)));
      break;
    case 'suspend': {
      // The same rule as the console's: the orders it held go back to the pool (their SMS are in the
      // outbox, sent by the running server).
      const suspended = await admin.setStatus(actor, mobileOf(), 'suspended', values.reason);
      show(suspended);
      if (suspended.returnedToPool.length > 0)
        console.log(
          `Back in the pool, the sellers and the pool's partners texted: ${suspended.returnedToPool.join(', ')}`,
        );
      break;
    }
    case 'activate':
      show(await admin.setStatus(actor, mobileOf(), 'active'));
      break;
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(`Refused (${error.code}): ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
