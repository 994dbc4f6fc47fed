import { lt } from 'drizzle-orm';
import type { PersonalDataHook } from '../../lib/personal-data.ts';
import { auditLog } from './tables.ts';

/** The audit log: who did and saw what, staff and sellers alike (DR 170 keeps it as the access log). */
export const auditPersonalData: PersonalDataHook = {
  async sweepAccessLogs(tx, cutoff) {
    const deleted = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    return { audit_log: deleted.length };
  },
};
