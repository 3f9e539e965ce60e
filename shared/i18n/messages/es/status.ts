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
  bootTitle: 'Fieldwise no pudo arrancar',
  bootConfig: 'La app no pudo cargar su configuración.',
  bootConfigHint:
    'Si la app la instalas tú, revisa que se sirva <code>/config.json</code> (lo escribe el entorno local; ' +
    'un despliegue lo escribe a partir de las salidas del stack). Si no, vuelve a intentarlo más tarde o escribe a <mail>{email}</mail>.',
  bootTryAgain: 'Reintentar',
} satisfies Translation<typeof en>;
