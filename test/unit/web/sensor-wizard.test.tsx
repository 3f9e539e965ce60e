// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestIntl } from './support/intl';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewaySensorRow } from '@shared/management/views';
import type { Field } from '../../../web/src/features/management/api/types';
import type { FieldGateway } from '../../../web/src/api/gateways';
import { SensorEditDialog } from '../../../web/src/features/management/components/sensor-edit-dialog';
import { SensorWizardFooter } from '../../../web/src/features/management/components/sensor-wizard/footer';
import { PairingStep } from '../../../web/src/features/management/components/sensor-wizard/pairing-step';
import { ResultStep } from '../../../web/src/features/management/components/sensor-wizard/result-step';
import { SearchStep } from '../../../web/src/features/management/components/sensor-wizard/search-step';
import {
  emptySensorForm,
  heardMatch,
  initialSensorWizardState as start,
  sensorFormSchema,
  sensorWizardReducer as reduce,
  viaGateway,
  type SensorFormOutput,
  type SensorFormValues,
  type SensorWizardAction,
  type SensorWizardState,
} from '../../../web/src/features/management/components/sensor-wizard/state';
import { SubmitStep } from '../../../web/src/features/management/components/sensor-wizard/submit-step';
import { ToastProvider } from '../../../web/src/components/toast';
import { ApiError } from '../../../web/src/lib/api-client';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';

/** Rendered with the English messages (every rerender keeps them). */
const render = (ui: ReactElement) => rtlRender(ui, { wrapper: TestIntl });

afterEach(cleanup);

const run = (actions: SensorWizardAction[], from: SensorWizardState = start) => actions.reduce(reduce, from);
const row = (sensor_id: string, gateway_id: string, registered = false): GatewaySensorRow =>
  ({ sensor_id, gateway_id, registered }) as GatewaySensorRow;

describe('sensor wizard flow (reducer)', () => {
  it('walks Searching → Pairing → Submit → Result, polling only the paired gateways', () => {
    const paired = run([{ type: 'paired', gatewayIds: ['GW1', 'GW2'] }]);
    expect(paired).toMatchObject({ step: 1, pairedIds: ['GW1', 'GW2'] });
    const submit = reduce(paired, { type: 'next' });
    expect(submit.step).toBe(2);
    const done = run([{ type: 'checkStarted' }, { type: 'checked', outcome: 'heard' }, { type: 'finished' }], submit);
    expect(done).toEqual({ step: 3, pairedIds: [], pairError: null, checking: false, notFound: false });
  });
  it('Back from Pairing returns to Searching with no gateway in pairing mode and no old error', () => {
    const back = run([
      { type: 'pairFailed', message: 'down' },
      { type: 'paired', gatewayIds: ['GW1'] },
      { type: 'back' },
    ]);
    expect(back).toEqual(start);
  });
  it('keeps a pairing failure on Searching until pairing works', () => {
    const failed = run([{ type: 'pairFailed', message: 'Gateway busy' }]);
    expect(failed).toMatchObject({ step: 0, pairError: 'Gateway busy' });
    expect(reduce(failed, { type: 'paired', gatewayIds: ['GW1'] })).toMatchObject({ step: 1, pairError: null });
  });
  it('ignores moves that do not belong to the step shown', () => {
    expect(reduce(start, { type: 'next' })).toBe(start);
    expect(reduce(start, { type: 'back' })).toBe(start);
    const submit = run([{ type: 'paired', gatewayIds: ['GW1'] }, { type: 'next' }]);
    expect(reduce(submit, { type: 'back' })).toBe(submit);
    expect(reduce(submit, { type: 'paired', gatewayIds: ['GW2'] })).toBe(submit);
  });
  it('reports "not found" until the id changes or Register is pressed again', () => {
    const submit = run([{ type: 'paired', gatewayIds: ['GW1'] }, { type: 'next' }]);
    const refused = run([{ type: 'checkStarted' }, { type: 'checked', outcome: 'not-found' }], submit);
    expect(refused).toMatchObject({ step: 2, checking: false, notFound: true });
    expect(reduce(refused, { type: 'idChanged' }).notFound).toBe(false);
    expect(reduce(refused, { type: 'submitPressed' }).notFound).toBe(false);
  });
  it('a failed check stays on Submit and stops the spinner', () => {
    const checking = run([{ type: 'paired', gatewayIds: ['GW1'] }, { type: 'next' }, { type: 'checkStarted' }]);
    expect(checking.checking).toBe(true);
    expect(reduce(checking, { type: 'checked', outcome: 'failed' })).toMatchObject({
      step: 2,
      checking: false,
      notFound: false,
    });
  });
  it('Install another starts over from Searching', () => {
    const done = run([{ type: 'paired', gatewayIds: ['GW1'] }, { type: 'next' }, { type: 'finished' }]);
    expect(reduce(done, { type: 'another' })).toEqual(start);
  });
});

describe('the pairing handshake', () => {
  const rows = [
    row('ABC123456789', 'GW1'),
    row('ABC123456789', 'GW2'),
    row('DEF123456789', 'GW2'),
    row('REG123456789', 'GW1', true),
  ];
  it('prefers the chosen gateway hearing the sensor', () => {
    expect(heardMatch(rows, 'ABC123456789', 'GW2')).toEqual(row('ABC123456789', 'GW2'));
  });
  it('falls back to another gateway that heard it, and registers through that one', () => {
    const match = heardMatch(rows, 'DEF123456789', 'GW1')!;
    expect(match.gateway_id).toBe('GW2');
    expect(viaGateway(match, 'GW1')).toBe('GW2');
  });
  it('lets a registered id through to the save (which reports it taken), via the chosen gateway', () => {
    const match = heardMatch(rows, 'REG123456789', 'GW2')!;
    expect(match.registered).toBe(true);
    expect(viaGateway(match, 'GW2')).toBe('GW2');
  });
  it('finds nothing for an id no pairing gateway heard', () => {
    expect(heardMatch(rows, 'XYZ987654321', 'GW1')).toBeUndefined();
  });
});

describe('the Submit form rules (shared sensor rules)', () => {
  const marker = { type: 'Point' as const, coordinates: [150, -33] as [number, number] };
  it('accepts a full form, trimming the id and alias and reading the threshold as a number', () => {
    const out = sensorFormSchema.parse({
      gatewayId: 'GW1',
      sensorId: ' ABC123456789 ',
      alias: ' North ',
      battery: '20',
      marker,
    });
    expect(out).toEqual({ gatewayId: 'GW1', sensorId: 'ABC123456789', alias: 'North', battery: 20, marker });
  });
  it('names each problem with the management messages', () => {
    const r = sensorFormSchema.safeParse({ ...emptySensorForm, gatewayId: 'GW1', sensorId: 'abc', battery: '101' });
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byPath).toEqual({
      sensorId: 'Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.',
      battery: expect.stringMatching(/\S/),
      marker: 'Place the sensor on the map.',
    });
  });
});

describe('sensor wizard steps', () => {
  const gateways: FieldGateway[] = [
    { gateway_id: 'GW1', name: 'Pump shed', status: 'online' },
    { gateway_id: 'GW2', name: 'Barn', status: 'online' },
  ];
  const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

  it('Searching: looking, found (one or many), none, or the error with a way to add a gateway', () => {
    const { rerender } = inRouter(<SearchStep fieldName="North" searching error={null} gateways={[]} />);
    expect(screen.getByText(/Looking for the gateways of North…/)).toBeTruthy();
    rerender(
      <MemoryRouter>
        <SearchStep fieldName="North" searching={false} error={null} gateways={gateways.slice(0, 1)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Found 1 gateway: Pump shed. Next puts it in pairing mode.')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <SearchStep fieldName="North" searching={false} error={null} gateways={gateways} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Found 2 gateways: Pump shed, Barn. Next puts them in pairing mode.')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <SearchStep fieldName="North" searching={false} error={null} gateways={[]} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toMatch(
      /No gateway covers North yet, please try again\. Add a gateway and assign it to this field\./,
    );
    rerender(
      <MemoryRouter>
        <SearchStep fieldName="North" searching={false} error="Network down" gateways={gateways} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain('Network down, please try again. Add a gateway');
    expect(screen.getByRole('link', { name: 'Add a gateway' }).getAttribute('href')).toBe(
      '/app/Management/GatewayManagement',
    );
  });

  it('Pairing: the instructions, then what the gateways heard, named by gateway', () => {
    const name = (id: string) => gateways.find((g) => g.gateway_id === id)?.name ?? id;
    const { rerender } = render(<PairingStep heard={[]} gatewayName={name} loading={false} />);
    expect(screen.getByText(/Gateways are in pairing mode\. Switch the sensor on near a gateway\./)).toBeTruthy();
    expect(screen.getByText('Listening for sensors… none heard yet.')).toBeTruthy();
    rerender(<PairingStep heard={[row('ABC123456789', 'GW2')]} gatewayName={name} loading={false} />);
    expect(screen.getByText('Heard by the gateways:')).toBeTruthy();
    expect(screen.getByText('ABC123456789').tagName).toBe('CODE');
    expect(screen.getByText('via Barn')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Result: registered, taken elsewhere, or any other failure', () => {
    const sensor = { sensor_id: 'ABC123456789', alias: '' } as never;
    const { rerender } = render(<ResultStep fieldName="North" saved={sensor} error={null} />);
    expect(screen.getByText('Sensor ABC123456789 is registered on North.')).toBeTruthy();
    rerender(
      <ResultStep
        fieldName="North"
        saved={undefined}
        error={new ApiError(409, 'Sensor has been installed in another field', undefined, 'refusals.sensorTaken')}
      />,
    );
    expect(screen.getByText('Sensor has been installed in another field')).toBeTruthy();
    rerender(<ResultStep fieldName="North" saved={undefined} error={new Error('HTTP 500')} />);
    expect(screen.getByText('Registration error. Please try again later.')).toBeTruthy();
  });

  it('footer: the buttons of each step', () => {
    const handlers = {
      onCancel: vi.fn(),
      onBack: vi.fn(),
      onPair: vi.fn(),
      onNext: vi.fn(),
      onRegister: vi.fn(),
      onAnother: vi.fn(),
    };
    const names = () => screen.getAllByRole('button').map((b) => b.textContent);
    const { rerender } = render(
      <SensorWizardFooter step={0} canPair={false} busy={false} succeeded={false} {...handlers} />,
    );
    expect(names()).toEqual(['Cancel', 'Next']);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<SensorWizardFooter step={1} canPair busy={false} succeeded={false} {...handlers} />);
    expect(names()).toEqual(['Cancel', 'Back', 'Next']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(handlers.onBack).toHaveBeenCalled();
    rerender(<SensorWizardFooter step={2} canPair busy={false} succeeded={false} {...handlers} />);
    expect(names()).toEqual(['Cancel', 'Register sensor']);
    rerender(<SensorWizardFooter step={3} canPair busy={false} succeeded={false} {...handlers} />);
    expect(names()).toEqual(['Close']);
    rerender(<SensorWizardFooter step={3} canPair busy={false} succeeded {...handlers} />);
    expect(names()).toEqual(['Install another', 'Close']);
  });

  describe('Submit', () => {
    beforeAll(() =>
      provideRuntimeConfig({
        stage: 'local',
        region: 'x',
        userPoolId: 'local_a',
        userPoolClientId: 'c',
        userPoolEndpoint: 'http://127.0.0.1:1',
        authFlowType: 'USER_PASSWORD_AUTH',
        apiBaseUrl: '',
      }),
    );
    afterAll(() => provideRuntimeConfig(undefined));
    const field = {
      field_id: 'F1',
      field_name: 'North',
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

    function Harness({
      notFound = false,
      onIdChange = () => undefined,
      onValid = () => undefined,
    }: {
      notFound?: boolean;
      onIdChange?: () => void;
      onValid?: (v: SensorFormOutput) => void;
    }) {
      const form = useForm<SensorFormValues, unknown, SensorFormOutput>({
        resolver: zodResolver(sensorFormSchema),
        defaultValues: { ...emptySensorForm, gatewayId: 'GW1' },
        mode: 'onChange',
      });
      return (
        <>
          <SubmitStep
            form={form}
            field={field}
            sensors={[]}
            gateways={gateways}
            heard={[row('ABC123456789', 'GW2')]}
            heardLoading={false}
            gatewayName={(id) => gateways.find((g) => g.gateway_id === id)?.name ?? id}
            notFound={notFound}
            onIdChange={onIdChange}
          />
          <button type="button" onClick={() => void form.handleSubmit(onValid)()}>
            Register sensor
          </button>
        </>
      );
    }
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

    it('picking a heard sensor fills its id and its gateway', async () => {
      const onIdChange = vi.fn();
      render(<Harness onIdChange={onIdChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Use ABC123456789 heard by Barn' }));
      await waitFor(() => expect(input('Sensor id').value).toBe('ABC123456789'));
      expect((screen.getByLabelText('Gateway') as HTMLSelectElement).value).toBe('GW2');
      expect(onIdChange).toHaveBeenCalled();
      expect((screen.getByLabelText('Sleeping') as HTMLSelectElement).disabled).toBe(true);
    });

    it('checks the id as it is typed, but an empty id only once Register is pressed; asks for the marker', async () => {
      const onValid = vi.fn();
      render(<Harness onValid={onValid} />);
      expect(screen.getByText('Click the map where the sensor is.')).toBeTruthy();
      fireEvent.change(input('Sensor id'), { target: { value: 'abc' } });
      await screen.findByText(
        'Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.',
      );
      fireEvent.change(input('Sensor id'), { target: { value: '' } });
      await waitFor(() => expect(screen.queryByText(/Invalid format/)).toBeNull());
      expect(screen.queryByText('Missing sensor id')).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register sensor' })));
      await screen.findByText('Missing sensor id');
      expect(screen.getByText('Place the sensor on the map.')).toBeTruthy();
      expect(onValid).not.toHaveBeenCalled();
    });

    it('refuses a battery threshold above 100 with the battery message', async () => {
      render(<Harness />);
      fireEvent.change(input('Battery threshold %'), { target: { value: '101' } });
      await waitFor(() => expect(input('Battery threshold %').getAttribute('aria-invalid')).toBe('true'));
    });

    it('says which id no pairing gateway heard', () => {
      render(<Harness notFound />);
      fireEvent.change(input('Sensor id'), { target: { value: ' XYZ987654321 ' } });
      expect(
        screen.getByText(/^No sensor found\. No pairing gateway has heard XYZ987654321: check the id on its label/),
      ).toBeTruthy();
    });
  });
});

describe('sensor edit dialog', () => {
  beforeAll(() =>
    provideRuntimeConfig({
      stage: 'local',
      region: 'x',
      userPoolId: 'local_a',
      userPoolClientId: 'c',
      userPoolEndpoint: 'http://127.0.0.1:1',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '',
    }),
  );
  afterAll(() => provideRuntimeConfig(undefined));
  const field = {
    field_id: 'F1',
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
  const south = {
    field_id: 'F2',
    field_name: 'South',
    farm_name: 'Home',
    points: {
      type: 'Polygon',
      coordinates: [
        [
          [0, -0.01],
          [0.01, -0.01],
          [0.01, -0.02],
          [0, -0.02],
          [0, -0.01],
        ],
      ],
    },
  } as unknown as Field;
  const sensor = {
    sensor_id: 'ABC123456789',
    alias: 'North corner',
    battery_threshold: 20,
    sleeping: 900,
    points: { type: 'Point', coordinates: [2, 2] },
  } as never;

  it('starts from the sensor, refuses a threshold above 100 and warns about a point outside the field', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <SensorEditDialog userName="demo" field={field} sensor={sensor} onClose={() => undefined} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('North corner');
    expect(screen.getByText("This point is outside the field's outline.")).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Battery threshold %'), { target: { value: '101' } });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByLabelText('Battery threshold %').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Battery threshold %'), { target: { value: '15' } });
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('moves to another field: the marker starts inside it (no warning); the button and hint say it moves', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <SensorEditDialog
            userName="demo"
            field={field}
            fields={[field, south]}
            sensor={sensor}
            onClose={() => undefined}
          />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'F2' } });
    const move = (await screen.findByRole('button', { name: 'Move and save' })) as HTMLButtonElement;
    expect(screen.getByText(/Moving from North: its readings, forecasts and skill go with it\./)).toBeTruthy();
    expect(screen.queryByText("This point is outside the field's outline.")).toBeNull();
    expect(move.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'F1' } });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
