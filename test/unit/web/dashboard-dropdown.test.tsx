// @vitest-environment jsdom
/**
 * The dashboards' dropdowns: the sensor dropdown lists the other sensors by alias and says 'No
 * Sensors' (disabled) when there are none; the flat field chooser puts fields under their farm
 * in capitals; both work by keyboard (open, move, pick, Escape back to the button).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldView } from '@shared/management/views';
import { FieldChooser } from '../../../web/src/features/dashboard/components/field-chooser';
import { SensorDropdown } from '../../../web/src/features/dashboard/components/sensor-dropdown';
import { withIntl } from './support/intl';

afterEach(cleanup);

const sensors = [
  { sensor_id: 'S1', alias: 'East 1' },
  { sensor_id: 'S2', alias: 'East 2' },
  { sensor_id: 'S3', alias: '' },
];
const field = (field_id: string, field_name: string, farm_name: string) =>
  ({ field_id, field_name, farm_name }) as FieldView;

describe('sensor dropdown', () => {
  it('shows the chosen alias and lists the others; Down opens on the first, Escape returns to the button', () => {
    const chosen = vi.fn();
    render(withIntl(<SensorDropdown label="Sensor A" sensors={sensors} chosen={sensors[0]!} onChoose={chosen} />));
    const button = screen.getByRole('button', { name: 'Sensor A East 1' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Sensor A' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['East 2', 'S3']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(chosen).not.toHaveBeenCalled();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'East 2' }));
    expect(chosen).toHaveBeenCalledWith('S2');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("says 'No Sensors', disabled, when the field has none; a lone sensor's list says 'No Sensors'", () => {
    render(withIntl(<SensorDropdown label="Sensor" sensors={[]} chosen={null} onChoose={() => {}} />));
    const empty = screen.getByRole('button', { name: 'Sensor No Sensors' });
    expect((empty as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(
      withIntl(
        <SensorDropdown label="Sensor" sensors={sensors.slice(0, 1)} chosen={sensors[0]!} onChoose={() => {}} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sensor East 1' }));
    const item = within(screen.getByRole('menu')).getByRole('menuitem');
    expect(item.textContent).toBe('No Sensors');
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('flat field chooser', () => {
  const fields = [
    field('f1', 'North Block', 'Riverbend Farm'),
    field('f2', 'Hill', 'Acacia Farm'),
    field('f3', 'River Flat', 'Riverbend Farm'),
  ];

  it('shows the chosen field, farms in capitals over their fields, and picks by keyboard', () => {
    const chosen = vi.fn();
    render(withIntl(<FieldChooser fields={fields} chosen={fields[0]!} onChoose={chosen} />));
    const button = screen.getByRole('button', { name: 'Farm and field North Block' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const groups = within(screen.getByRole('menu')).getAllByRole('group');
    expect(
      groups.map((g) => [
        g.getAttribute('aria-label'),
        g.querySelector('.dropdown__heading')!.textContent,
        within(g)
          .getAllByRole('menuitemradio')
          .map((i) => i.textContent),
      ]),
    ).toEqual([
      ['ACACIA FARM', 'ACACIA FARM', ['Hill']],
      ['RIVERBEND FARM', 'RIVERBEND FARM', ['North Block', 'River Flat']],
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'North Block' }).getAttribute('aria-checked')).toBe('true');
    // Up opened it on the last item.
    expect(document.activeElement?.textContent).toBe('River Flat');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Hill');
    fireEvent.click(document.activeElement!);
    expect(chosen).toHaveBeenCalledWith(fields[1]);
  });

  it("says 'Choose Farm and Field' before a choice and 'No Farms', disabled, without fields", () => {
    render(withIntl(<FieldChooser fields={fields} chosen={null} onChoose={() => {}} />));
    expect(screen.getByRole('button', { name: 'Farm and field Choose Farm and Field' })).toBeTruthy();
    cleanup();
    render(withIntl(<FieldChooser fields={[]} chosen={null} onChoose={() => {}} />));
    expect((screen.getByRole('button', { name: 'Farm and field No Farms' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
