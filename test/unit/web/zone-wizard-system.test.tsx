// @vitest-environment jsdom
/** The zone wizard's irrigation system and crop section: defaults, messages, payload, keyboard-reachable controls. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from './support/intl';
import { zonePayloadSchema } from '@shared/management/schemas';
import type { Field } from '../../../web/src/features/management/api/types';
import type { ZoneRow } from '../../../web/src/api/zones';
import { useWords } from '../../../web/src/lib/words';
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
    render(withIntl(<Harness />));
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

/** The section in the person's settings; `seen` receives each state so the test can read the payload. */
function UnitsHarness({ editing, seen }: { editing?: ZoneRow; seen: (s: ZoneWizardState) => void }) {
  const { f } = useWords();
  const [state, dispatch] = useReducer(reduce, { fields: [field], editing, f }, initialZoneWizardState);
  seen(state);
  return <InfoStep state={state} fields={[field]} fieldLocked={false} dispatch={dispatch} />;
}

const drawn = (s: ZoneWizardState) =>
  zonePayloadSchema.parse(zonePayload({ ...s, polygon: field.points, zoneName: 'Zone A' }));

describe('system section in Spanish with US units', () => {
  it('asks for in/h and in, reads "0,5" and sends mm/h and cm', () => {
    let last: ZoneWizardState | undefined;
    render(withIntl(<UnitsHarness seen={(s) => (last = s)} />, 'es', 'us'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Esta zona se riega/ }));
    expect(screen.getByRole('group', { name: 'Sistema de riego y cultivo' })).toBeTruthy();
    expect(screen.getByText('Escribe una intensidad de aplicación de 0,004 a 7,874 in/h.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Intensidad de aplicación (in/h)'), { target: { value: '0,5' } });
    fireEvent.change(screen.getByLabelText('Profundidad de raíces (in)'), { target: { value: '12' } });
    expect(screen.queryByText(/^Escribe una intensidad/)).toBeNull();
    expect(drawn(last!).system).toMatchObject({ application_rate_mm_h: 12.7, root_depth_cm: 30.5 });
    // Beyond the limit in the person's units: refused in their words, nothing sent.
    fireEvent.change(screen.getByLabelText('Intensidad de aplicación (in/h)'), { target: { value: '7,9' } });
    expect(screen.getByText('Escribe una intensidad de aplicación de 0,004 a 7,874 in/h.')).toBeTruthy();
    expect(zonePayload({ ...last!, polygon: field.points })?.system).toBeUndefined();
    // The crop list and the methods are in Spanish; the soil depths in inches.
    expect(screen.getByRole('option', { name: 'Goteo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Tomate' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '9,8 in' })).toBeTruthy();
  });

  it('an edited zone shows its rate in in/h and, untouched, sends back exactly what is stored', () => {
    const editing = {
      system: { method: 'drip', application_rate_mm_h: 4.3, root_depth_cm: 47, crop: 'tomato' },
      croptype: 'Wheat',
      field_id: 'f1',
      zonename: 'Zone A',
      points: field.points,
    } as unknown as ZoneRow;
    let last: ZoneWizardState | undefined;
    render(withIntl(<UnitsHarness editing={editing} seen={(s) => (last = s)} />, 'en-US', 'us'));
    expect((screen.getByLabelText('Application rate (in/h)') as HTMLInputElement).value).toBe('0.169');
    expect((screen.getByLabelText('Root depth (in)') as HTMLInputElement).value).toBe('18.5');
    expect(zonePayload(last!)?.system).toMatchObject({ application_rate_mm_h: 4.3, root_depth_cm: 47 });
    // A typed value is converted: 0.2 in/h is 5.1 mm/h (to the stored precision).
    fireEvent.change(screen.getByLabelText('Application rate (in/h)'), { target: { value: '0.2' } });
    expect(zonePayload(last!)?.system).toMatchObject({ application_rate_mm_h: 5.1, root_depth_cm: 47 });
  });
});
