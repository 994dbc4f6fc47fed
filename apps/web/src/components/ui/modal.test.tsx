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

  it('skips the hidden inputs of Radix controls and read-only fields: the first field the person sees (issue 32)', () => {
    render(
      <Modal open onOpenChange={() => undefined} title="Add New Address">
        <form>
          {/* A Radix radio, as it renders in a form: a button, and a native twin hidden from people. */}
          {/* biome-ignore lint/a11y/useSemanticElements: Radix draws its radio as a button with this role */}
          <button type="button" role="radio" aria-checked="false">
            Home
          </button>
          <input type="radio" aria-hidden tabIndex={-1} style={{ opacity: 0 }} readOnly />
          <label>
            State
            <input readOnly tabIndex={-1} />
          </label>
          <label>
            Flat / House No.
            <input />
          </label>
        </form>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Flat / House No.'));
  });
});
