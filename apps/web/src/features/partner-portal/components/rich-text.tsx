import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message whose variables are drawn as elements (a bold amount, a phone number): the message is called
 * with markers in place of those variables, and the text between them stays the message's, in its own
 * word order for each language. `withParts(text => m({ amount: text('amount') }), { amount: <b>..</b> })`.
 */
export function withParts(
  message: (slot: (name: string) => string) => string,
  parts: Record<string, ReactNode>,
): ReactNode {
  const pieces = message((name) => `${MARK}${name}${MARK}`).split(MARK);
  return pieces.map((piece, index) => (
    // Odd pieces are the names of parts, even ones the message's own text.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never move
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>
  ));
}
