/** English: status. */
export default {
  notFoundTitle: 'Page not found',
  notFound: 'Sorry, the page you were trying to view does not exist.',
  notFoundHint: 'Check the address, or start again from the home page.',
  goHome: 'Go to Home',
  errorTitle: 'Error',
  criticalError: 'Sorry, a critical error occurred on this page.',
  criticalErrorHint:
    'Try again in a moment. If it keeps happening, <guide>read the getting-started guide</guide> or contact support.',
  redirectingToLogin: 'Redirecting to login…',
  checkingSession: 'Checking your session…',
  signingOut: 'Signing out…',
  openingFarms: 'Opening your farms…',
  adminsOnlyTitle: 'Administrators only',
  adminOnly: 'Sorry, this page is for administrators only.',
  backToHome: 'Back to Home',
  bootTitle: 'Fieldwise could not start',
  bootConfig: 'The app could not load its configuration.',
  bootConfigHint:
    'If you run the app yourself, check that <code>/config.json</code> is served (the local stack writes it; a ' +
    'deployment writes it from the stack outputs). Otherwise try again later or contact <mail>{email}</mail>.',
  bootTryAgain: 'Try again',
} as const satisfies Record<string, string>;
