import { endedBefore, type PersonalDataHook } from '../../lib/personal-data.ts';
import { staffSessions } from './tables.ts';

/** The staff's sign-ins, an access log kept a year (ACCESS_LOGS in packages/shared/src/retention.ts). */
export const staffPersonalData: PersonalDataHook = {
  async sweepAccessLogs(tx, cutoff) {
    const ended = await tx
      .delete(staffSessions)
      .where(endedBefore(staffSessions, cutoff))
      .returning({ id: staffSessions.id });
    return { staff_sessions: ended.length };
  },
};
