/**
 * Which dialogs of My Gateways are open and what they hold. They are independent: a credential
 * can arrive (New credential answered) while another dialog is open, and it shows on top.
 */
import type { Gateway } from '../../../../api/gateways';

export interface GatewayPageState {
  registering: boolean;
  /** Connect a LoRaWAN network is open. */
  connecting: boolean;
  /** The gateway whose fields are being chosen, with the choice so far. */
  assigning: { gateway: Gateway; fieldIds: string[] } | null;
  deleting: Gateway | null;
  /** An ingest credential, shown once. */
  shown: { gatewayId: string; credential: string } | null;
}

export type GatewayPageAction =
  | { type: 'openRegister' }
  | { type: 'closeRegister' }
  | { type: 'openConnect' }
  | { type: 'closeConnect' }
  | { type: 'registered'; gatewayId: string; credential: string }
  | { type: 'credentialIssued'; gatewayId: string; credential: string }
  | { type: 'credentialStored' }
  | { type: 'openAssign'; gateway: Gateway }
  | { type: 'toggleField'; fieldId: string; on: boolean }
  | { type: 'closeAssign' }
  | { type: 'askDelete'; gateway: Gateway }
  | { type: 'closeDelete' };

export const initialGatewayPageState: GatewayPageState = {
  registering: false,
  connecting: false,
  assigning: null,
  deleting: null,
  shown: null,
};

export function gatewayPageReducer(state: GatewayPageState, action: GatewayPageAction): GatewayPageState {
  switch (action.type) {
    case 'openRegister':
      return { ...state, registering: true };
    case 'closeRegister':
      return { ...state, registering: false };
    // A connected network's credential shows on its own page (with the settings), not here.
    case 'openConnect':
      return { ...state, connecting: true };
    case 'closeConnect':
      return { ...state, connecting: false };
    // A registered gateway's credential replaces the registration dialog.
    case 'registered':
      return { ...state, registering: false, shown: { gatewayId: action.gatewayId, credential: action.credential } };
    case 'credentialIssued':
      return { ...state, shown: { gatewayId: action.gatewayId, credential: action.credential } };
    case 'credentialStored':
      return { ...state, shown: null };
    // The choice starts from the fields the gateway covers today.
    case 'openAssign':
      return { ...state, assigning: { gateway: action.gateway, fieldIds: action.gateway.field_ids } };
    case 'toggleField': {
      if (!state.assigning) return state;
      const { fieldIds } = state.assigning;
      const next = action.on
        ? fieldIds.includes(action.fieldId)
          ? fieldIds
          : [...fieldIds, action.fieldId]
        : fieldIds.filter((id) => id !== action.fieldId);
      return { ...state, assigning: { ...state.assigning, fieldIds: next } };
    }
    case 'closeAssign':
      return { ...state, assigning: null };
    case 'askDelete':
      return { ...state, deleting: action.gateway };
    case 'closeDelete':
      return { ...state, deleting: null };
  }
}
