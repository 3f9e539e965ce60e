// @vitest-environment jsdom
/**
 * The preferences page's farms shared with the user: each farm's kinds ticked by the member's role
 * until they choose, then by their choice; a change names that farm only.
 */
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { SharedFarmAlerts } from '../../../web/src/features/notifications/components/shared-farm-alerts';
import { withIntl } from './support/intl';

/** Every component here speaks through the catalogues: rendered in English (Australia). */
const render = (ui: ReactElement) => renderBare(withIntl(ui));

afterEach(cleanup);

const farm = (farm_id: string, name: string, role: FarmAccessRow['role']): FarmAccessRow => ({
  farm_id,
  name,
  owner: 'anna',
  owner_name: 'Anna Smith',
  role,
  read_only: false,
});
const ADVISED = farm('fm_AAAAAAAAAAAA', 'Riverbend Farm', 'advisor');
const VIEWED = farm('fm_BBBBBBBBBBBB', 'Hill Farm', 'viewer');
const ticked = (group: HTMLElement) =>
  within(group)
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((b) => b.checked)
    .map((b) => b.labels?.[0]?.textContent);

describe('farms shared with you', () => {
  it('ticks each farm’s kinds by role until chosen, then by the choice', () => {
    render(<SharedFarmAlerts farms={[ADVISED, VIEWED]} choices={{ fm_BBBBBBBBBBBB: ['frost'] }} onChange={() => {}} />);
    const advised = screen.getByRole('group', { name: /Riverbend Farm/ });
    expect(advised.textContent).toContain('Anna Smith’s farm · you are advisor');
    expect(ticked(advised)).toEqual(['Moisture', 'Moisture forecast']);
    expect(ticked(screen.getByRole('group', { name: /Hill Farm/ }))).toEqual(['Frost']);
  });

  it('a tick or an untick names that farm with its whole new list', () => {
    const onChange = vi.fn();
    render(<SharedFarmAlerts farms={[ADVISED, VIEWED]} choices={{}} onChange={onChange} />);
    const advised = screen.getByRole('group', { name: /Riverbend Farm/ });
    fireEvent.click(within(advised).getByRole('checkbox', { name: 'Moisture' }));
    expect(onChange).toHaveBeenLastCalledWith('fm_AAAAAAAAAAAA', ['moisture-forecast']);
    fireEvent.click(within(screen.getByRole('group', { name: /Hill Farm/ })).getByRole('checkbox', { name: 'Frost' }));
    expect(onChange).toHaveBeenLastCalledWith('fm_BBBBBBBBBBBB', ['frost']);
  });
});
