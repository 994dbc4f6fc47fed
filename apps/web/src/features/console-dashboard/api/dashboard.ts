import { useQuery } from '@tanstack/react-query';
import { staffQuery } from '@/lib/staff-session.ts';

/**
 * The dashboard's figures, its work queue and the queues off the main road; read again every 30 s, since the
 * console stays open all day and a raised price keeps a partner waiting at the door.
 */
export function useDashboard() {
  return useQuery({ ...staffQuery('staffDashboard', {}), refetchInterval: 30_000 });
}
