import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { staffQuery } from '@/lib/staff-session.ts';

const percent = (share: number | null) => (share === null ? '0%' : `${Math.round(share * 100)}%`);

/**
 * The dashboard's flag (issue 31): partners whose doorstep re-checks cut the price far more often than the
 * other partners' do (the rule: packages/shared/src/partner-scorecard.ts), each linking to its scorecard.
 * Nothing is drawn while no partner is flagged, or while the figures cannot be read.
 */
export function RecheckOutliers() {
  const query = useQuery({ ...staffQuery('staffRecheckOutliers', {}), refetchInterval: 300_000 });
  const outliers = query.data?.outliers ?? [];
  if (outliers.length === 0) return null;
  return (
    <section
      aria-labelledby="recheck-outliers"
      className="mb-6 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <h2 id="recheck-outliers" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert className="size-5" aria-hidden />
        Re-checks cutting prices far more often than other partners'
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {outliers.map((outlier) => (
          <li key={outlier.partner_id}>
            <Link to={`/admin/partners/${outlier.partner_id}`} className="font-semibold underline">
              {outlier.shop_name}
            </Link>
            : cut the price in {outlier.cuts} of {outlier.rechecks} re-checks ({percent(outlier.cut_rate)});
            the other partners {percent(outlier.others_cut_rate)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
