import { privacy_order_grievance_link } from '@phonix/shared/messages/privacy_order_grievance_link';
import { privacy_order_grievance_text } from '@phonix/shared/messages/privacy_order_grievance_text';
import { paths } from '@phonix/shared/routes';
import { MessageSquareWarning } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';

/** The order page's way to a grievance about this order (the privacy page's form, the order chosen). */
export function OrderGrievanceLink({ refNo }: { refNo: string }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <MessageSquareWarning className="size-4 text-slate-500" aria-hidden />
      {privacy_order_grievance_text()}
      <Link to={paths.accountPrivacy(refNo)} className="font-semibold text-brand-800 underline">
        {privacy_order_grievance_link()}
      </Link>
    </p>
  );
}
