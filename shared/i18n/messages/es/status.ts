/** Spanish: status. */
import type { Translation } from '../types';
import type en from '../en/status';

export default {
  notFoundTitle: 'Página no encontrada',
  notFound: 'Lo sentimos, la página que buscas no existe.',
  notFoundHint: 'Revisa la dirección o vuelve a empezar desde el inicio.',
  goHome: 'Ir al inicio',
  errorTitle: 'Error',
  criticalError: 'Lo sentimos, ocurrió un error grave en esta página.',
  criticalErrorHint:
    'Vuelve a intentarlo en un momento. Si sigue pasando, <guide>lee la guía de inicio</guide> o escribe a soporte.',
  redirectingToLogin: 'Te llevamos al inicio de sesión…',
  checkingSession: 'Comprobando tu sesión…',
  signingOut: 'Cerrando sesión…',
  openingFarms: 'Abriendo tus fincas…',
  adminsOnlyTitle: 'Solo administradores',
  adminOnly: 'Lo sentimos, esta página es solo para administradores.',
  backToHome: 'Volver al inicio',
} satisfies Translation<typeof en>;
