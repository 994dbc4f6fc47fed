import type { OpenEnquiry } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOpenEnquiries, useRevealEnquiryContact } from '../api/open-enquiries.ts';

/** The seller's contact: masked in the list; the full number on request (the server records who asked). */
function Contact({ enquiry }: { enquiry: OpenEnquiry }) {
  const reveal = useRevealEnquiryContact(enquiry.id);
  if (!enquiry.customer) return <span className="text-slate-500">Not signed in</span>;
  if (reveal.data) {
    return (
      <span className="flex flex-col">
        <span className="font-medium">{reveal.data.name}</span>
        <a
          href={`tel:+91${reveal.data.mobile}`}
          className="font-semibold text-brand-800 underline tabular-nums"
        >
          {reveal.data.mobile}
        </a>
        {reveal.data.email ? <span className="text-xs text-slate-600">{reveal.data.email}</span> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="flex flex-col">
        <span className="font-medium">{enquiry.customer.name}</span>
        <span className="text-slate-600 tabular-nums">{enquiry.customer.mobile}</span>
      </span>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate()}
      >
        <Phone className="size-4" aria-hidden />
        Show number<span className="sr-only"> of {enquiry.customer.name}</span>
      </Button>
    </span>
  );
}

/** Price enquiries that did not become an order, newest first, for calling the seller back. */
export function OpenEnquiries() {
  const [withContact, setWithContact] = useState(true);
  const [page, setPage] = useState(1);
  const query = useOpenEnquiries({ with_contact: withContact ? 'true' : 'false', page });
  return (
    <>
      <label className="mb-4 flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={withContact}
          onChange={(event) => {
            setWithContact(event.target.checked);
            setPage(1);
          }}
        />
        Only sellers who were signed in (they can be called back)
      </label>
      <QueryState
        query={query}
        isEmpty={(data) => data.enquiries.length === 0}
        empty="No enquiries to follow up."
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.enquiries.map((enquiry) => (
                <li
                  key={enquiry.id}
                  className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs md:grid-cols-[10rem_1fr_8rem_1.4fr] md:items-center"
                >
                  <span className="text-slate-600">{formatIndiaDateTime(enquiry.created_at)}</span>
                  <span>
                    <span className="font-semibold text-slate-900">{enquiry.model}</span>{' '}
                    <span className="text-slate-600">({enquiry.variant})</span>
                  </span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatINR(enquiry.final_value)}
                  </span>
                  <Contact enquiry={enquiry} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
