import { content_ui_breadcrumb } from '@phonix/shared/messages/content_ui_breadcrumb';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/**
 * One line at every width, so nothing below the trail moves when a name arrives with the data (a model's
 * name replacing "..."). Where the line is too short, the middle links give way (cut with an ellipsis);
 * Home, the parent page and up to two thirds of the line for the current page stay whole. Screen readers
 * hear every label in full.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const parent = items.findLastIndex((item) => item.to !== undefined);
  const shrinks = (index: number) => index > 0 && index < parent;
  return (
    <nav aria-label={content_ui_breadcrumb()} className="text-sm">
      <ol className="flex items-center gap-1 overflow-hidden whitespace-nowrap text-slate-600">
        {items.map((item, index) => (
          <li
            key={item.label}
            className={`flex items-center gap-1 ${item.to ? (shrinks(index) ? 'min-w-0' : 'shrink-0') : 'min-w-0 max-w-2/3 shrink-0'}`}
          >
            {index > 0 ? <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden /> : null}
            {item.to ? (
              <Link
                to={item.to}
                title={item.label}
                className="truncate rounded px-0.5 py-2 hover:text-brand-800 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                title={item.label}
                className="truncate px-0.5 py-2 font-medium text-slate-900"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
