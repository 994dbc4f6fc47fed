import { faqItems } from '@phonix/shared/content/faq';
import type { Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

/** Issue 32: the FAQ opens only its first answer (SPEC 2), and each question opens and closes its own. */

afterEach(() => overwriteGetLocale(() => 'en'));

/** The answers shown (not `hidden`), by their position. */
const shownAnswers = (locale: Locale) =>
  faqItems(locale)
    .map((item, index) => ({ index, element: screen.getByText(item.answer).parentElement }))
    .filter(({ element }) => element !== null && !element.hidden)
    .map(({ index }) => index);

describe('the FAQ accordion', () => {
  for (const locale of ['en', 'hi', 'te'] as const) {
    it(`in ${locale}: only the first answer is open, and a question opens and closes its own`, () => {
      overwriteGetLocale(() => locale);
      render(<FaqAccordion />);
      const items = faqItems(locale);
      expect(items).toHaveLength(8);
      const questions = screen.getAllByRole('button');
      expect(questions).toHaveLength(8);
      expect(questions.map((button) => button.getAttribute('aria-expanded'))).toEqual([
        'true',
        ...Array(7).fill('false'),
      ]);
      expect(shownAnswers(locale)).toEqual([0]);
      // Each button names the answer it controls.
      for (const [index, button] of questions.entries())
        expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent).toBe(
          items[index]?.answer,
        );

      fireEvent.click(screen.getByRole('button', { name: items[2]?.question }));
      expect(shownAnswers(locale)).toEqual([2]);
      expect(questions[2]?.getAttribute('aria-expanded')).toBe('true');
      expect(questions[0]?.getAttribute('aria-expanded')).toBe('false');

      // The open question closes its own answer.
      fireEvent.click(screen.getByRole('button', { name: items[2]?.question }));
      expect(shownAnswers(locale)).toEqual([]);
      expect(questions.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    });
  }
});
