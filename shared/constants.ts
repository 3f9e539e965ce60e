/** Product-wide constants shared by the web app and the server. */
import { FARM_HEADER } from './teams/constants';

export const ADMIN_GROUP = 'admin';
export const DEFAULT_GROUP = 'user';

/** Local storage keys the app keeps and clears on logout. */
export const STORAGE_KEYS = {
  idToken: 'id_token',
  token: 'token',
  userName: 'userName',
  adminLogin: 'adminLogin',
  subscription: 'subscription',
} as const;
export const ID_TOKEN_COOKIE = 'id_token';

/** Delays, in milliseconds. */
export const DELAYS = {
  signUpReturn: 1500,
  resetReturn: 2000,
  resendNoteVisible: 3000,
  toast: 5000,
  profileToast: 3000,
  carousel: 5000,
} as const;

/** Custom attributes that carry the subscription; only the server writes them. */
export const SUBSCRIPTION_ATTRIBUTES = {
  level: 'custom:subscription_level',
  expiry: 'custom:sub_expiry_date',
} as const;

export const SUPPORT_EMAIL = 'support@fieldwise.example';
export const PRODUCT_NAME = 'Fieldwise';

/**
 * In AWS, API Gateway caches the gateway authorizer's answer per credential this long, so a
 * rotated or deleted gateway credential can still post readings for up to this many seconds.
 */
export const GATEWAY_CREDENTIAL_GRACE_SECONDS = 60;

/**
 * The request headers a browser on another allowed origin may send the API (its CORS preflight):
 * the credential, the body's type, and the shared farm a request acts in. The local gateway and
 * the CDK API (and CloudFront's origin request policy) allow exactly these.
 */
export const API_REQUEST_HEADERS = ['Authorization', 'Content-Type', FARM_HEADER] as const;
