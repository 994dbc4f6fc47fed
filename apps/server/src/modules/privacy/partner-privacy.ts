import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type HeldTables, heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import { partnerContacts } from '../partners/index.ts';
import { inDownloadOrder } from './data-export.ts';
import { grievances, grievanceUpdates } from './tables.ts';

/** The partner as the audit log names it. */
export function partnerActor(partnerId: number, clientIp: string | null): Actor {
  return { staffId: null, name: `partner:${partnerId}`, clientIp };
}

/** The order a partner's download lists its tables in. */
const PARTNER_DOWNLOAD_ORDER = [
  'partners',
  'partner_requests',
  'partner_pincodes',
  'partner_sessions',
  'order_events',
  'orders',
  'outbox_messages',
  'grievances',
  'grievance_updates',
];

/**
 * Everything held about a partner, for its own download in the portal (issue 24: "partners get the same
 * notice, data download and grievance route"): each module's answer (`personalData`: the shop and its owner,
 * the application it came from, the pincodes it serves, its sign-ins, its own actions on orders, the SMS sent
 * to it) and its grievances. Orders appear as summaries: the sellers' names, numbers and addresses are
 * theirs, not the partner's.
 */
export async function heldAboutPartner(
  db: Database,
  personalData: readonly PersonalDataHook[],
  partnerId: number,
): Promise<HeldTables> {
  const [shop] = await partnerContacts(db, [partnerId]);
  if (!shop) throw new AppError('PARTNER_NOT_FOUND');
  const parts: HeldTables[] = [];
  for (const hook of personalData)
    if (hook.exportForPartner)
      parts.push(await hook.exportForPartner(db, { partnerId, mobile: shop.mobile }));
  const own = await db.select().from(grievances).where(eq(grievances.partnerId, partnerId));
  parts.push({
    grievances: heldRows(grievances, own),
    grievance_updates: heldRows(
      grievanceUpdates,
      own.length > 0
        ? await db
            .select()
            .from(grievanceUpdates)
            .where(
              inArray(
                grievanceUpdates.grievanceId,
                own.map((row) => row.id),
              ),
            )
        : [],
    ),
  });
  return inDownloadOrder(parts, PARTNER_DOWNLOAD_ORDER);
}

/** The partner's download: everything above, audited as the partner's. */
export async function partnerDownload(
  db: Database,
  personalData: readonly PersonalDataHook[],
  partnerId: number,
  actor: Actor,
  now = new Date(),
) {
  const held = await heldAboutPartner(db, personalData, partnerId);
  await db.transaction((tx) =>
    writeAuditEntry(tx, actor, 'privacy.partner_data_downloaded', {
      entityType: 'partner',
      entityId: partnerId,
      before: null,
      after: null,
    }),
  );
  return {
    generated_at: now.toISOString(),
    notice_version: CURRENT_PRIVACY_NOTICE.version,
    held,
  };
}
