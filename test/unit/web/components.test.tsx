// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../web/src/components/button';
import { DataTable, type Column } from '../../../web/src/components/data-table';
import { Modal } from '../../../web/src/components/modal';
import { EmptyState, QueryState, type QueryLike } from '../../../web/src/components/query-state';
import { TextField } from '../../../web/src/components/text-field';
import { ToastProvider, useToast } from '../../../web/src/components/toast';
import { withIntl } from './support/intl';

/** Every component here speaks through the catalogues: rendered in English (Australia). */
const render = (ui: ReactElement) => renderBare(withIntl(ui));

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
  return (
    <button onClick={() => notify({ message: 'Delete field North was successful', tone: 'success', durationMs })}>
      Delete
    </button>
  );
}

describe('toasts (bottom right, 5 s)', () => {
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

const settled: QueryLike = { isPending: false, isError: false };
const pending: QueryLike = { isPending: true, isError: false };
const failed: QueryLike = { isPending: false, isError: true };

function Fields({ queries, empty = false }: { queries: QueryLike[]; empty?: boolean }) {
  return (
    <QueryState
      queries={queries}
      loadingLabel="Loading your fields…"
      errorText="Fields could not be loaded"
      empty={{ when: empty, content: <EmptyState title="No fields yet">Create one.</EmptyState> }}
    >
      {() => <p>North Paddock</p>}
    </QueryState>
  );
}

describe('QueryState (loading, error, empty, data)', () => {
  it('shows a named spinner while any query is pending, and nothing else', () => {
    const children = vi.fn(() => <p>North Paddock</p>);
    render(
      <QueryState
        queries={[settled, pending]}
        loadingLabel="Loading your fields…"
        empty={{ when: true, content: 'No fields yet' }}
      >
        {children}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your fields…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No fields yet')).toBeNull();
    expect(children).not.toHaveBeenCalled();
  });
  it('shows the error banner when any query failed, with its text or the default', () => {
    render(<Fields queries={[settled, failed]} empty />);
    expect(screen.getByRole('alert').textContent).toBe('Fields could not be loaded');
    expect(screen.queryByText('No fields yet')).toBeNull();
    expect(screen.queryByText('North Paddock')).toBeNull();
    cleanup();
    render(
      <QueryState queries={[failed]} loadingLabel="Loading…">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong, please come back later');
  });
  it('shows the empty content when loaded with nothing to list', () => {
    render(<Fields queries={[settled]} empty />);
    expect(screen.getByText('No fields yet')).not.toBeNull();
    expect(screen.queryByText('North Paddock')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('renders the children only once every query has its data', () => {
    render(<Fields queries={[settled, settled]} />);
    expect(screen.getByText('North Paddock')).not.toBeNull();
    expect(screen.queryByText('No fields yet')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

interface Row {
  id: string;
  name: string;
  crop: string;
}
const ROWS: Row[] = [
  { id: 'f1', name: 'North Paddock', crop: 'Rice' },
  { id: 'f2', name: 'South Paddock', crop: 'Wheat' },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Crop', cell: (r) => <em>{r.crop}</em> },
];

describe('DataTable', () => {
  it('has a named, focusable scrolling frame, a header per column, a row per item, cells labelled for phones', () => {
    render(<DataTable label="Fields of Home Farm" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    const frame = screen.getByRole('region', { name: 'Fields of Home Farm' });
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Crop']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['North Paddock', 'Rice'],
      ['South Paddock', 'Wheat'],
    ]);
    expect(Array.from(rows[0]!.querySelectorAll('td')).map((td) => td.getAttribute('data-label'))).toEqual([
      'Name',
      'Crop',
    ]);
    expect(rows[1]!.querySelector('em')?.textContent).toBe('Wheat');
  });
  it("adds an actions column (header for screen readers only) with each row's own buttons", () => {
    const onDelete = vi.fn();
    render(
      <DataTable
        label="Fields"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        actions={(r) => <button onClick={() => onDelete(r.id)}>{`Delete ${r.name}`}</button>}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(headers[2]!.textContent).toBe('Actions');
    expect(headers[2]!.querySelector('.visually-hidden')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete South Paddock' }));
    expect(onDelete).toHaveBeenCalledWith('f2');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
  it('has no actions column without actions, and only the header row without rows', () => {
    render(<DataTable label="Fields" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
