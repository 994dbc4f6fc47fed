import {
  auditEntryIdParams,
  auditLogResponseSchema,
  priceHistoryQuerySchema,
  revertAuditEntryResponseSchema,
} from '../../staff-api.ts';
import type { AUDIT_ENDPOINTS } from '../endpoints/audit.ts';
import type { ContractOf } from './common.ts';

/** What the endpoints of apps/server/src/modules/audit take and answer (routes: ../endpoints/audit.ts). */
export const AUDIT_CONTRACT = {
  staffRevertAuditEntry: {
    tags: ['staff'],
    summary:
      "Apply a catalog or pricing change's before values again; audited as audit.revert, referring to the entry",
    params: auditEntryIdParams,
    response: revertAuditEntryResponseSchema,
    errors: [404, 409],
  },
  staffPriceHistory: {
    tags: ['console'],
    summary:
      'Every change of a Get Upto price or a variant, and every price upload, newest first (all staff: decision record 203)',
    query: priceHistoryQuerySchema,
    response: auditLogResponseSchema,
    errors: [],
  },
  staffRevertPriceChange: {
    tags: ['console'],
    summary:
      "Put a price change back (a variant's change or a whole upload) in one click; audited as audit.revert (all staff)",
    params: auditEntryIdParams,
    response: revertAuditEntryResponseSchema,
    errors: [404, 409],
  },
} as const satisfies ContractOf<typeof AUDIT_ENDPOINTS>;
