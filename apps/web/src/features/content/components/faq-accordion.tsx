import { faqItems } from '@phonix/shared/content/faq';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

/** The eight questions, one open at a time, the first open (SPEC 2). Radix gives the buttons their aria. */
export function FaqAccordion({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="single" collapsible defaultValue="faq-0" className="flex flex-col gap-3">
      {faqItems().map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`faq-${index}`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs data-[state=open]:border-brand-200 data-[state=open]:ring-1 data-[state=open]:ring-brand-100"
        >
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 data-[state=open]:text-brand-800">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-700"
                  aria-hidden
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          {/* Every answer is in the page (crawlers, find-in-page); closed ones are hidden, except without
              JavaScript, where index.html's noscript style shows them all. */}
          <Accordion.Content forceMount data-nojs-show className="px-5 pb-5 text-slate-600">
            <p className="leading-relaxed">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
