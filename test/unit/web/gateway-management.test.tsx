// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Field } from '../../../web/src/features/management/api/types';
import type { Gateway } from '../../../web/src/api/gateways';
import { AssignFieldsDialog } from '../../../web/src/features/management/components/gateways/assign-fields-dialog';
import { CredentialDialog } from '../../../web/src/features/management/components/gateways/credential-dialog';
import { DeleteGatewayDialog } from '../../../web/src/features/management/components/gateways/delete-gateway-dialog';
import * as registerDialog from '../../../web/src/features/management/components/gateways/register-gateway-dialog';
import {
  gatewayPageReducer as reduce,
  initialGatewayPageState as start,
  type GatewayPageAction,
} from '../../../web/src/features/management/components/gateways/state';
import { ToastProvider } from '../../../web/src/components/toast';
import { TestIntl } from './support/intl';

// the module's one export, imported whole: its path alone fills the import line
const { RegisterGatewayDialog } = registerDialog;

afterEach(cleanup);

const gateway = (id: string, name: string, field_ids: string[] = []) =>
  ({ gateway_id: id, name, field_ids, status: 'never-seen', last_seen: null }) as unknown as Gateway;
const run = (actions: GatewayPageAction[]) => actions.reduce(reduce, start);

describe('My Gateways dialogs (reducer)', () => {
  it('a registration closes its dialog and shows the credential once', () => {
    const s = run([{ type: 'openRegister' }, { type: 'registered', gatewayId: 'GW-1', credential: 'gw.GW-1.x' }]);
    expect(s).toEqual({ ...start, shown: { gatewayId: 'GW-1', credential: 'gw.GW-1.x' } });
    expect(reduce(s, { type: 'credentialStored' })).toEqual(start);
  });
  it('a new credential shows over whatever is open', () => {
    const pump = gateway('GW-1', 'Pump shed');
    const s = run([
      { type: 'openAssign', gateway: pump },
      { type: 'credentialIssued', gatewayId: 'GW-1', credential: 'c' },
    ]);
    expect(s.assigning?.gateway).toBe(pump);
    expect(s.shown).toEqual({ gatewayId: 'GW-1', credential: 'c' });
  });
  it("choosing fields starts from the gateway's own and toggles each once", () => {
    const s = run([
      { type: 'openAssign', gateway: gateway('GW-1', 'Pump shed', ['F1']) },
      { type: 'toggleField', fieldId: 'F2', on: true },
      { type: 'toggleField', fieldId: 'F2', on: true },
      { type: 'toggleField', fieldId: 'F1', on: false },
    ]);
    expect(s.assigning?.fieldIds).toEqual(['F2']);
    expect(reduce(s, { type: 'closeAssign' }).assigning).toBeNull();
    expect(reduce(start, { type: 'toggleField', fieldId: 'F1', on: true })).toBe(start);
  });
  it('asks before deleting, and forgets on close', () => {
    const pump = gateway('GW-1', 'Pump shed');
    expect(run([{ type: 'askDelete', gateway: pump }]).deleting).toBe(pump);
    expect(run([{ type: 'askDelete', gateway: pump }, { type: 'closeDelete' }])).toEqual(start);
  });
});

const providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <TestIntl>
      <ToastProvider>{children}</ToastProvider>
    </TestIntl>
  </QueryClientProvider>
);

describe('My Gateways dialogs (components)', () => {
  it('Register: checks the id as typed (shared gateway id rule), enabling Register only for a valid one', async () => {
    render(<RegisterGatewayDialog open onClose={vi.fn()} onRegistered={vi.fn()} />, { wrapper: providers });
    const registerButton = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(registerButton().disabled).toBe(true);
    expect(screen.getByText("Printed on the gateway's label.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gateway id'), { target: { value: 'G!' } });
    await screen.findByText('Gateway id: 3 to 64 letters, digits, dashes or underscores');
    expect(registerButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Gateway id'), { target: { value: 'GW-north-01' } });
    await waitFor(() => expect(screen.queryByText(/3 to 64 letters/)).toBeNull());
    expect(registerButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Gateway id'), { target: { value: '' } });
    await waitFor(() => expect(registerButton().disabled).toBe(true));
    expect(screen.queryByText(/3 to 64 letters/)).toBeNull();
  });
  it('Register: what was typed survives closing and reopening', () => {
    const { rerender } = render(<RegisterGatewayDialog open onClose={vi.fn()} onRegistered={vi.fn()} />, {
      wrapper: providers,
    });
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Pump shed' } });
    rerender(<RegisterGatewayDialog open={false} onClose={vi.fn()} onRegistered={vi.fn()} />);
    expect(screen.queryByLabelText('Name (optional)')).toBeNull();
    rerender(<RegisterGatewayDialog open onClose={vi.fn()} onRegistered={vi.fn()} />);
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('Pump shed');
  });
  it('Fields: one checkbox per field, ticked for the chosen ones; a tick reports the change', () => {
    const fields = [
      { field_id: 'F1', field_name: 'North', farm_name: 'Home' },
      { field_id: 'F2', field_name: 'South', farm_name: 'Home' },
    ] as Field[];
    const onToggle = vi.fn();
    render(
      <AssignFieldsDialog
        assigning={{ gateway: gateway('GW-1', 'Pump shed'), fieldIds: ['F2'] }}
        fields={fields}
        onToggle={onToggle}
        onClose={vi.fn()}
      />,
      { wrapper: providers },
    );
    expect(screen.getByRole('dialog', { name: 'Fields covered by Pump shed' })).toBeTruthy();
    const north = screen.getByLabelText(/North/) as HTMLInputElement;
    expect([north.checked, (screen.getByLabelText(/South/) as HTMLInputElement).checked]).toEqual([false, true]);
    fireEvent.click(north);
    expect(onToggle).toHaveBeenCalledWith('F1', true);
  });
  it('Fields: says when there is no field to assign', () => {
    render(
      <AssignFieldsDialog
        assigning={{ gateway: gateway('GW-1', 'Pump shed'), fieldIds: [] }}
        fields={[]}
        onToggle={vi.fn()}
        onClose={vi.fn()}
      />,
      { wrapper: providers },
    );
    expect(screen.getByText('No fields yet: create one in My Farms and Fields.')).toBeTruthy();
  });
  it('Delete: names the gateway and says what happens to its credential and sensors', () => {
    render(<DeleteGatewayDialog gateway={gateway('GW-1', 'Pump shed')} onClose={vi.fn()} />, { wrapper: providers });
    expect(screen.getByRole('dialog', { name: 'Delete gateway Pump shed?' })).toBeTruthy();
    expect(screen.getByText(/Sensors registered through it keep their registrations and readings\./)).toBeTruthy();
  });
  it('Credential: shown with the warning and closed by "I have stored it"', () => {
    const onClose = vi.fn();
    render(<CredentialDialog gatewayId="GW-1" credential="gw.GW-1.secret" onClose={onClose} />, { wrapper: providers });
    expect(screen.getByTestId('gateway-credential').textContent).toContain('gw.GW-1.secret');
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(onClose).toHaveBeenCalled();
  });
});
