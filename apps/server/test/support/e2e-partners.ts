/**
 * The browser suite's partners, made before its server starts (the embedded database allows one process):
 * each a request through the partner form's service, approved with its pincodes by the service that
 * `npm run partner:approve` uses. Prints them as JSON for the tests (e2e/tests/support/partners.ts).
 *
 *   node --import tsx apps/server/test/support/e2e-partners.ts > e2e/.data-3100/partners.json
 */
import path from 'node:path';
import { partnerRequestSchema } from '@phonix/shared/validation';
import { readEnvOrExit } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { scriptActor } from '../../src/modules/audit/audit.ts';
import { giveOrdersToPartners } from '../../src/modules/orders/index.ts';
import { PartnerAdminService } from '../../src/modules/partners/admin-service.ts';
import { PartnerService } from '../../src/modules/partners/service.ts';

/** The pincode the browser tests book their pickups at (e2e/tests/support/flows.ts addAddress). */
const PINCODE = '500081';
/** Partners per browser project, so the 360 px and 1280 px runs never share one (nor its OTP caps). */
const PROJECTS = ['desktop', 'mobile'] as const;
/**
 * Eighteen for a test's first run and eighteen for its retry (a partner's sign-in code has a resend
 * cool-down); e2e/tests/support/partners.ts PARTNERS_PER_RUN is the same eighteen.
 */
const PER_PROJECT = 36;

const env = readEnvOrExit();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  // The served pincodes come with the demo data the server would load at its start.
  await seedDatabase(database.db);
  const form = new PartnerService(database.db, env.TEAM_EMAIL);
  // An approved partner is shown with its order counts, which the orders give.
  giveOrdersToPartners();
  const admin = new PartnerAdminService(database.db);
  const partners: Record<string, { mobile: string; shop_name: string; owner_name: string }[]> = {};
  for (const [projectIndex, project] of PROJECTS.entries()) {
    partners[project] = [];
    for (let index = 0; index < PER_PROJECT; index++) {
      const request = partnerRequestSchema.parse({
        name: `Owner ${project} ${index + 1}`,
        mobile: `69999${projectIndex}${String(index + 1).padStart(4, '0')}`,
        city: 'Hyderabad',
        pincode: PINCODE,
        shop_name: `${project === 'desktop' ? 'Charminar' : 'Gachibowli'} Mobiles ${index + 1}`,
        gstin: '',
        message: '',
      });
      const { id } = await form.submit(request, '127.0.0.1');
      const { partner } = await admin.approveRequest(scriptActor('e2e-partners'), {
        requestId: id,
        pincodes: [PINCODE],
      });
      partners[project].push({
        mobile: partner.mobile,
        shop_name: partner.shop_name,
        owner_name: partner.owner_name,
      });
    }
  }
  console.log(JSON.stringify(partners));
} finally {
  await database.close();
}
