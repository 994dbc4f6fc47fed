import type { StaffGrievance } from '@phonix/shared/privacy-api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GrievanceSummaryView } from './grievance-summary.tsx';

const now = new Date('2026-11-29T10:00:00Z');

function grievance(
  id: number,
  state: StaffGrievance['state'],
  createdAt: string,
  daysLeft: number,
): StaffGrievance {
  return {
    id,
    number: `GR-${id}`,
    order_ref: null,
    subject: 'Price cut at the door',
    message: 'The executive cut the price without a reason.',
    state,
    created_at: createdAt,
    due: '2027-02-27',
    raised_by: 'seller',
    updates: [],
    days_left: daysLeft,
    raiser: { name: 'Ravi', mobile: 'XXXXXX3210', on_behalf_of: null, partner_id: null },
  };
}

/** The dashboard's grievance line (issue 31): the count waiting, the oldest's age, those past 90 days. */
describe('GrievanceSummaryView', () => {
  it('counts the open grievances, ages the oldest and names the overdue ones', () => {
    render(
      <MemoryRouter>
        <GrievanceSummaryView
          now={now}
          grievances={[
            grievance(1, 'open', '2026-11-28T10:00:00Z', 89),
            grievance(2, 'open', '2026-08-25T10:00:00Z', -2),
            grievance(3, 'answered', '2026-11-01T10:00:00Z', 62),
            grievance(4, 'closed', '2026-07-01T10:00:00Z', -60),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('grievance-summary').textContent).toBe('2 · oldest 96 d · 1 past the 90 days');
    expect(screen.getByRole('link', { name: 'Open the grievances' }).getAttribute('href')).toBe(
      '/admin/grievances',
    );
  });

  it('says none wait when every grievance is answered or closed', () => {
    render(
      <MemoryRouter>
        <GrievanceSummaryView now={now} grievances={[grievance(3, 'answered', '2026-11-01T10:00:00Z', 62)]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('grievance-summary').textContent).toBe('0');
  });
});
