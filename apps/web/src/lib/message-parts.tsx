import { Fragment, type ReactNode } from 'react';

/**
 * A message with React elements in the places of some of its variables, wherever the language puts them
 * (Hindi and Telugu often order a sentence's parts unlike English): the message is rendered with a mark in
 * each such variable, then cut at the marks. withParts((v) => seller_confirm_title(v), { amount: <b>..</b> }).
 */
export function withParts<K extends string>(
  render: (marks: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((key) => [key, `⟦${key}⟧`])) as Record<K, string>;
  return render(marks)
    .split(/⟦(\w+)⟧/)
    .map((piece, index) =>
      // Odd pieces are the names between the marks.
      index % 2 === 1 && piece in parts ? <Fragment key={piece}>{parts[piece as K]}</Fragment> : piece,
    );
}
