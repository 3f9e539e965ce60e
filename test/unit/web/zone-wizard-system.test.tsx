// @vitest-environment jsdom
/** The zone wizard's irrigation system and crop section: defaults, messages, payload, keyboard-reachable controls. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { zonePayloadSchema } from '@shared/management/schemas';
import type { Field } from '../../../web/src/features/management/api/types';
import type { ZoneRow } from '../../../web/src/api/zones';
import { InfoStep } from '../../../web/src/features/management/components/zone-wizard/info-step';
import {
  initialZoneWizardState,
  zonePayload,
  zoneWizardReducer as reduce,
  type ZoneWizardState,
} from '../../../web/src/features/management/components/zone-wizard/state';
import {
  editSystem,
  initialSystem,
  systemErrors,
} from '../../../web/src/features/management/components/zone-wizard/system-state';

afterEach(cleanup);

const field = {
  field_id: 'f1',
  field_name: 'North',
  farm_name: 'Home',
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ],
  },
} as unknown as Field;

describe('system section state', () => {
  it('starts unset on a new zone, with the crop from the crop type and its root depth', () => {
    const d = initialSystem('Corn');
    expect(d).toMatchObject({ on: false, method: 'drip', efficiency: '90', crop: 'maize-grain', cropChosen: false });
    expect(Number(d.rootDepth)).toBeGreaterThan(0);
    expect(systemErrors(d)).toEqual({});
  });

  it('refills efficiency from the method, root depth from the crop; a changed crop type follows until chosen', () => {
    let s: ZoneWizardState = initialZoneWizardState({ fields: [field] });
    s = reduce(s, { type: 'system', field: 'on', value: 'true' });
    s = reduce(s, { type: 'system', field: 'method', value: 'furrow-flood' });
    expect(s.system.efficiency).toBe('60');
    s = reduce(s, { type: 'crop', value: 'Canola' });
    expect(s.system.crop).toBe('canola');
    s = reduce(s, { type: 'system', field: 'crop', value: 'potato' });
    s = reduce(s, { type: 'crop', value: 'Rice' });
    expect(s.system.crop).toBe('potato');
    expect(s.system.rootDepth).not.toBe('');
  });

  it("names each bad field, and sends the system (or null to clear an edited zone's)", () => {
    let d = editSystem(initialSystem('Wheat'), 'on', 'true');
    expect(systemErrors(d).rate).toMatch(/^Enter an application rate/);
    d = editSystem(d, 'rate', '1e-200');
    expect(systemErrors(d).rate).toBeDefined();
    d = editSystem(editSystem(d, 'rate', '5'), 'efficiency', '5');
    expect(Object.keys(systemErrors(d))).toEqual(['efficiency']);

    const zone = {
      ...initialZoneWizardState({ fields: [field] }),
      polygon: field.points,
      zoneName: 'Zone A',
      system: editSystem(d, 'efficiency', '80'),
    };
    const payload = zonePayloadSchema.parse(zonePayload(zone));
    expect(payload.system).toMatchObject({
      method: 'drip',
      application_rate_mm_h: 5,
      efficiency_pct: 80,
      crop: 'wheat-spring',
    });

    const editing = { system: { method: 'pivot', application_rate_mm_h: 10 }, croptype: 'Wheat' } as unknown as ZoneRow;
    const cleared = { ...zone, system: editSystem(initialSystem('Wheat', editing), 'on', 'false'), hadSystem: true };
    expect(zonePayload(cleared)?.system).toBeNull();
  });
});

function Harness() {
  const [state, dispatch] = useReducer(reduce, { fields: [field] }, initialZoneWizardState);
  return <InfoStep state={state} fields={[field]} fieldLocked={false} dispatch={dispatch} />;
}

describe('system section', () => {
  it("shows the fields once ticked, with labelled controls and the rate's message", () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Application rate (mm/h)')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /This zone is irrigated/ }));
    expect(screen.getByRole('group', { name: 'Irrigation system and crop' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'sprinkler' } });
    expect((screen.getByLabelText('Efficiency (%)') as HTMLInputElement).value).toBe('75');
    expect(screen.getByText(/^Enter an application rate/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Application rate (mm/h)'), { target: { value: '6' } });
    expect(screen.queryByText(/^Enter an application rate/)).toBeNull();
  });
});
