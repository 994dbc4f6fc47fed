import type { ArticleBlock, ArticleSection } from '@phonix/shared/content/blog-articles';
import { blog_tip } from '@phonix/shared/messages/blog_tip';
import { Lightbulb } from 'lucide-react';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'tip':
      return (
        <aside className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-800">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <p>
            <strong className="font-semibold">{blog_tip()} </strong>
            {block.text}
          </p>
        </aside>
      );
  }
}

/** An article's sections, each a heading with its paragraphs, lists and tips. */
export function ArticleBody({ sections }: { sections: ArticleSection[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-24"
        >
          <h2
            id={`${section.id}-title`}
            className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl"
          >
            {section.heading}
          </h2>
          <div className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-slate-700">
            {section.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
