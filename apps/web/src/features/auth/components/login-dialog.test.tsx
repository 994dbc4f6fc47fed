import { MESSAGES } from '@phonix/shared/validation';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginDialog } from './login-dialog.tsx';

function openDialog() {
  render(<LoginDialog selectedModel={null} onFinished={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Get started' });
}

describe('the login dialog', () => {
  it('opens with the focus in the mobile number, so typed digits land there', async () => {
    openDialog();
    const mobile = screen.getByLabelText('Mobile Number');
    expect(document.activeElement).toBe(mobile);
    await userEvent.keyboard('98765');
    expect((mobile as HTMLInputElement).value).toBe('98765');
  });

  it("shows the shared schema's messages on Proceed, and keeps only digits", async () => {
    openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(MESSAGES.mobileRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98a76');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('9876');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(MESSAGES.mobileDigits)).toBeTruthy();
  });
});
