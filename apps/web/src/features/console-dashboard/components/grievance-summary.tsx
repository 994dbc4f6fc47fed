import { spanText } from '@phonix/shared/console-queues';
import type { StaffGrievance } from '@phonix/shared/privacy-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { staffQuery } from '@/lib/staff-session.ts';

/**
 * The grievances on the dashboard (issue 31): how many wait for an answer, how long the oldest has waited,
 * and how many are past the 90 days the law gives, linking to the Grievance Officer's screen. Drawn beside
 * the queues of orders; nothing while the list cannot be read (a staff member without access sees nothing).
 */
export function GrievanceSummary() {
  const query = useQuery({ ...staffQuery('staffGrievances', {}), refetchInterval: 60_000 });
  if (!query.data) return null;
  return <GrievanceSummaryView grievances={query.data.grievances} now={new Date()} />;
}

export function GrievanceSummaryView({ grievances, now }: { grievances: StaffGrievance[]; now: Date }) {
  const waiting = grievances.filter((grievance) => grievance.state === 'open');
  const overdue = grievances.filter((grievance) => grievance.state !== 'closed' && grievance.days_left < 0);
  const oldest = waiting.reduce<string | null>(
    (first, grievance) => (first === null || grievance.created_at < first ? grievance.created_at : first),
    null,
  );
  const tone =
    overdue.length > 0
      ? 'border-red-300 bg-red-50'
      : waiting.length > 0
        ? 'border-amber-400 bg-amber-50'
        : 'border-slate-200 bg-white';
  return (
    <section aria-labelledby="grievance-summary" className={`mb-6 rounded-2xl border p-4 text-sm ${tone}`}>
      <h2 id="grievance-summary" className="text-base font-semibold text-slate-900">
        Grievances to answer
      </h2>
      <p className="mt-1 text-slate-800 tabular-nums" data-testid="grievance-summary">
        <span className="text-lg font-bold">{waiting.length}</span>
        {oldest ? ` · oldest ${spanText((now.getTime() - new Date(oldest).getTime()) / 60_000)}` : ''}
        {overdue.length > 0 ? (
          <span className="font-semibold text-red-800"> · {overdue.length} past the 90 days</span>
        ) : null}
      </p>
      <Link to="/admin/grievances" className="mt-1 inline-block font-semibold text-brand-800 underline">
        Open the grievances
      </Link>
    </section>
  );
}
