// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../web/src/components/button';
import { Modal } from '../../../web/src/components/modal';
import { TextField } from '../../../web/src/components/text-field';
import { ToastProvider, useToast } from '../../../web/src/components/toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Edit zone" onClose={() => setOpen(false)} footer={<button>Save</button>}>
        <input aria-label="Zone name" />
      </Modal>
    </div>
  );
}

describe('Modal (focus trap, Escape)', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit zone' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(close);
    save.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    // The page behind is inert while the dialog is open.
    expect(opener.closest('[inert]')).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('labels the input and announces its error', () => {
    render(<TextField label="Email" error="Invalid Email Address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('Invalid Email Address');
  });
  it('lets a password be shown and hidden', () => {
    render(<TextField label="Password" type="password" revealable />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

function ToastHarness({ durationMs }: { durationMs?: number }) {
  const { notify } = useToast();
  return <button onClick={() => notify({ message: 'Delete field North was successful', tone: 'success', durationMs })}>Delete</button>;
}

describe('toasts (top right, 5 s)', () => {
  it('shows a toast and removes it after 5 seconds by default', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status').textContent).toContain('Delete field North was successful');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Delete field North was successful')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Delete field North was successful')).toBeNull();
  });
  it('can be dismissed and honours a shorter duration (profile: 3 s)', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastHarness durationMs={3000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Delete field North was successful')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Delete field North was successful')).toBeNull();
  });
});
