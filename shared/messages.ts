/**
 * Every user-facing message of accounts and management (field rules, banners, toasts), spelled once.
 * The web app shows these; the API uses the same words when it rejects the same input.
 */
export const identityMessages = {
  username: 'Minimum 3 characters, start with letters; do not include spaces',
  email: 'Invalid Email Address',
  emailStarred: '* Invalid Email Address',
  password: 'At least 8 characters with lower and upper case letters and numbers.',
  passwordMismatch: 'Password does not match',
  passwordInconsistent: '* Inconsistent password',
  codeRequired: 'Verification code is required',
  emailNotNew: 'Email provided is not a new one',
  emailTaken: 'Email has been taken',
  oldPasswordRequired: '* You need to verify your password if you want to change it.',
  oldPasswordNotNeeded: "* Not needed if you don't change your password.",
} as const;

export const identityNotices = {
  accountVerified: 'Account Verified.',
  codeResent: 'New verification code has been sent.',
  signUpSuccess: 'Register Success. Please confirm your account.',
  resetCodeSent: 'Verification code has been sent. Please check your email.',
  resetDone: 'New password confirmed. Please login.',
} as const;

/** The red banner for any identity-provider error: '* {message} Please try again.' */
export const identityErrorBanner = (message: string): string =>
  `* ${message.trim().replace(/\.*$/, '.')} Please try again.`;

/** The profile page: its field messages, toasts ('Update {field} was successful.', 3 s) and notices. */
export const profileMessages = {
  phoneInvalid: 'Enter a valid phone number in international format, e.g. +61 412 345 678',
  addressTooLong: 'Address: at most 256 characters',
  accessTokenRequired: 'Your session is needed to make this change; please sign in again',
  smsNotice: 'Without a phone number you will not receive Moisture Alert SMS.',
  updateSuccessful: 'Update was successful.',
} as const;

/** 'Update {field} was successful.' / 'Update {field} failed because {reason}.' */
export const profileToast = (field: string, outcome: { ok: true } | { ok: false; reason: string }): string =>
  outcome.ok
    ? `Update ${field} was successful.`
    : `Update ${field} failed because ${outcome.reason.trim().replace(/\.+$/, '')}.`;

export const pageMessages = {
  notFound: 'Sorry, the page you were trying to view does not exist.',
  criticalError: 'Sorry, a critical error occurred on this page.',
  /** Our decision (the product rules leave it open): a non-admin on /fieldwork-admin/* is told plainly. */
  adminOnly: 'Sorry, this page is for administrators only.',
} as const;

/** Management messages (fields, farms, sensors, gateways, zones). */
export const managementMessages = {
  name: 'Minimum 3 characters, and must start with letters',
  zoneName: 'Minimum 3 characters, and must start with letters',
  percent: 'Please enter a number between 0 - 100',
  sensorId: 'Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.',
  missingSensorId: 'Missing sensor id',
  battery: 'Please enter a number between 0 - 100',
  gatewayId: 'Gateway id: 3 to 64 letters, digits, dashes or underscores',
  sensorTaken: 'Sensor has been installed in another field',
  fieldCreateError: 'Field create error. Please try again later.',
  fieldEditError: 'Field edit error. Please try again later.',
  zoneCreateError: 'Zone create error. Please try again later.',
  registrationError: 'Registration error. Please try again later.',
  noSensorFound: 'No sensor found.',
  gatewaySearchSuffix: ', please try again.',
  fetchFailed: 'Something wrong happened. Please come back later',
  fetchFailedAlt: 'Something went wrong, please come back later',
  sensorSaved: 'Updating/Inserting new sensor successed',
  sensorSaveFailed: 'Updating/Inserting new sensor failed',
} as const;

/** Toasts: 'Delete field {name} was successful' / 'Delete field {name} was failed'. */
export const deleteToast = (kind: 'field' | 'farm' | 'sensor' | 'zone', name: string, ok: boolean): string =>
  `Delete ${kind} ${name} was ${ok ? 'successful' : 'failed'}`;
