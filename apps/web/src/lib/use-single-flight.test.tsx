import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight.ts';

function SaveButton({ save }: { save: () => Promise<void> }) {
  const { busy, guard } = useSingleFlight();
  return (
    <button type="button" disabled={busy} onClick={guard(save)}>
      {busy ? 'Saving...' : 'Save'}
    </button>
  );
}

describe('useSingleFlight', () => {
  it('runs an action once however fast the second click comes, then allows the next', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const save = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    render(<SaveButton save={save} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // Two clicks in the same tick: the second arrives before React has drawn the button disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(runs).toBe(1);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving...' })).disabled).toBe(true);
    finish();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(runs).toBe(2);
  });
});
