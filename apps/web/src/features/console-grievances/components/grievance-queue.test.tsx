import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DaysLeft } from './grievance-queue.tsx';

/** The time left on a grievance (the law gives 90 days): overdue and due today in red, close in amber. */
describe('DaysLeft', () => {
  it.each([
    [-3, '3 days overdue', 'red'],
    [-1, '1 day overdue', 'red'],
    [0, 'Due today', 'red'],
    [1, '1 day left', 'amber'],
    [14, '14 days left', 'amber'],
    [90, '90 days left', 'slate'],
  ])('%i days reads "%s" in %s', (days, words, colour) => {
    render(<DaysLeft days={days} />);
    const badge = screen.getByText(words);
    expect(badge.className).toContain(`bg-${colour}-`);
  });
});
