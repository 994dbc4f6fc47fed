import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Steps({ step }: { step: 1 | 2 }) {
  return (
    <Modal open onOpenChange={() => undefined} title="Two steps" step={step}>
      {step === 1 ? (
        <label>
          Mobile Number
          <input />
        </label>
      ) : (
        <label>
          OTP
          <input />
        </label>
      )}
      <button type="submit">Proceed</button>
    </Modal>
  );
}

describe('Modal', () => {
  it('puts the focus on the first field when it opens, not on its close button', () => {
    render(<Steps step={1} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile Number'));
  });

  it("puts the focus on the next step's first field when the step changes", () => {
    const { rerender } = render(<Steps step={1} />);
    rerender(<Steps step={2} />);
    expect(document.activeElement).toBe(screen.getByLabelText('OTP'));
  });

  it('leaves the choice to Radix when the dialog has no field', () => {
    render(
      <Modal open onOpenChange={() => undefined} title="Sure?">
        <button type="button">Yes</button>
      </Modal>,
    );
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});
