// @vitest-environment node
import { page_privacy_changes_text } from '@phonix/shared/messages/page_privacy_changes_text';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts.tsx';

const parts = { email: <a href="mailto:a@b.in">a@b.in</a>, phone: <b>1800</b>, postal: 'Street 1' };

describe('messageParts', () => {
  it("puts each element where the language's sentence has it", () => {
    const english = renderToStaticMarkup(
      <p>{messageParts((marks) => page_privacy_changes_text(marks, { locale: 'en' }), parts)}</p>,
    );
    expect(english).toBe(
      '<p>If we change this policy we will update the effective date above. Questions about it are welcome at <a href="mailto:a@b.in">a@b.in</a>, on <b>1800</b> or by post to Street 1.</p>',
    );
    const telugu = renderToStaticMarkup(
      <p>{messageParts((marks) => page_privacy_changes_text(marks, { locale: 'te' }), parts)}</p>,
    );
    expect(telugu).toContain('<a href="mailto:a@b.in">a@b.in</a>కి, <b>1800</b>కి లేదా పోస్ట్ ద్వారా Street 1కి');
    expect(telugu).not.toContain('\u0001');
  });
});
