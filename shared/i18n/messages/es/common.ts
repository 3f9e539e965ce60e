/** Spanish: common. */
import type { Translation } from '../types';
import type en from '../en/common';

export default {
  cancel: 'Cancelar',
  delete: 'Borrar',
  restore: 'Recuperar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  back: 'Atrás',
  next: 'Siguiente',
  retry: 'Reintentar',
  loading: 'Cargando…',
  field: 'Campo',
  zone: 'Zona de riego',
  sensor: 'Sensor',
  farm: 'Finca',
  genericError: 'Algo salió mal. Vuelve a intentarlo más tarde.',
  genericErrorStatus: 'Algo salió mal. Vuelve a intentarlo más tarde ({status}).',
} satisfies Translation<typeof en>;
