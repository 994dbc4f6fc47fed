import { faqItems } from '@phonix/shared/content/faq';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * The eight questions, one answer open at a time, the first open (SPEC 2); a question opens and closes its own
 * answer. Each question is a button with `aria-expanded` naming its answer (`aria-controls`). Every answer is
 * in the page (crawlers, find-in-page): a closed one is `hidden`, except without JavaScript, where index.html's
 * noscript style shows them all (and hides the chevrons, which could not work).
 *
 * Not Radix's Accordion: with `forceMount` (needed to keep closed answers in the page) its content is never
 * marked hidden, so every answer showed open.
 */
export function FaqAccordion({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      {faqItems().map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-q${index}`;
        const answerId = `${id}-a${index}`;
        return (
          <div
            key={item.question}
            data-state={expanded ? 'open' : 'closed'}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs data-[state=open]:border-brand-200 data-[state=open]:ring-1 data-[state=open]:ring-brand-100"
          >
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
                className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 aria-expanded:text-brand-800"
              >
                {item.question}
                <ChevronDown
                  className="js-only size-5 shrink-0 text-slate-500 transition-transform group-aria-expanded:rotate-180 group-aria-expanded:text-brand-700"
                  aria-hidden
                />
              </button>
            </Heading>
            <div id={answerId} hidden={!expanded} data-nojs-show className="px-5 pb-5 text-slate-600">
              <p className="leading-relaxed">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
