import type { RequestOf } from '@phonix/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { staffQuery } from '@/lib/staff-session.ts';

/** One page of the audit log (admins), newest first, optionally of one kind of entity. */
export function useAuditLog(query: RequestOf<'staffAuditLog'>['query']) {
  return useQuery(staffQuery('staffAuditLog', { query }));
}
