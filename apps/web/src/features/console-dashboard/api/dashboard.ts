import { useQuery } from '@tanstack/react-query';
import { staffQuery } from '@/lib/staff-session.ts';

/** The dashboard's figures and its work queue (today's pickups, unassigned orders, requests, stuck payouts). */
export function useDashboard() {
  return useQuery(staffQuery('staffDashboard', {}));
}
