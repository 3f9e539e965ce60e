// @vitest-environment jsdom
import { cleanup, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { TestIntl } from './support/intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, Pagination } from '../../../web/src/components/pagination';
import { WizardFooter } from '../../../web/src/components/wizard-footer';
import { FieldOptions } from '../../../web/src/features/management/components/field-options';
import type { Field } from '../../../web/src/features/management/api/types';

/** Rendered with the English messages (the shared components speak through them); rerenders too. */
const render = (ui: Parameters<typeof rtlRender>[0]) => rtlRender(ui, { wrapper: TestIntl });

afterEach(cleanup);

describe('paging', () => {
  it('slices a page and clamps a page that no longer exists', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 1, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1 });
    expect(pageOf(items, 3, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf([], 2, 10)).toEqual({ rows: [], page: 1 });
  });
  it('shows the range and moves between pages; hides itself for one page', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={2} pageSize={10} total={60} onPage={onPage} />);
    expect(screen.getByText('11–20 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    rerender(<Pagination page={1} pageSize={10} total={8} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('wizard footer (Back on steps 1 and 2, Next only when valid)', () => {
  const props = { busy: false, submitLabel: 'Create field', onStep: vi.fn(), onSubmit: vi.fn(), onClose: vi.fn() };
  it('step 0: no Back; Next disabled until the step is valid', () => {
    const { rerender } = render(<WizardFooter {...props} step={0} canNext={false} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<WizardFooter {...props} step={0} canNext />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onStep).toHaveBeenCalledWith(1);
  });
  it('step 2: Back and the submit; step 3: Close only', () => {
    const { rerender } = render(<WizardFooter {...props} step={2} canNext />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onStep).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Create field' }));
    expect(props.onSubmit).toHaveBeenCalled();
    rerender(<WizardFooter {...props} step={3} canNext />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });
});

describe('field options', () => {
  it('groups fields by farm, farm names in upper case', () => {
    const f = (id: string, farm: string, name: string) =>
      ({ field_id: id, farm_name: farm, field_name: name }) as Field;
    render(
      <select aria-label="Field">
        <FieldOptions fields={[f('1', 'West', 'A'), f('2', 'East', 'B'), f('3', 'West', 'C')]} />
      </select>,
    );
    const groups = Array.from(document.querySelectorAll('optgroup')).map((g) => [
      g.label,
      Array.from(g.querySelectorAll('option')).map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['EAST', ['B']],
      ['WEST', ['A', 'C']],
    ]);
  });
});
