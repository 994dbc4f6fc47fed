import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A message with elements inside it (a link, a bold word): the message is called with a marker for each
 * element's variable, and the text is cut at the markers, so each language keeps its own word order.
 * `messageParts((marks) => page_x(marks), { email: <a …>…</a> })`.
 */
export function messageParts<Name extends string>(
  render: (marks: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as Record<Name, string>;
  const pieces = render(marks).split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return pieces.map((piece, index) => (
    // Odd pieces are the names of the parts (split keeps the captured group).
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message, in their fixed order
    <Fragment key={index}>{index % 2 === 1 ? parts[piece as Name] : piece}</Fragment>
  ));
}
