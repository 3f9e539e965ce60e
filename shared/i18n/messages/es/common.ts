/** Spanish: common. */
import type { Translation } from '../types';
import type en from '../en/common';

export default {
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  delete: 'Borrar',
  edit: 'Editar',
  add: 'Añadir',
  remove: 'Quitar',
  restore: 'Recuperar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  back: 'Atrás',
  next: 'Siguiente',
  done: 'Listo',
  retry: 'Reintentar',
  loading: 'Cargando…',
  yes: 'Sí',
  no: 'No',
  on: 'Activado',
  off: 'Desactivado',
  none: 'Ninguno',
  optional: 'Opcional',
  field: 'Campo',
  zone: 'Zona de riego',
  sensor: 'Sensor',
  gateway: 'Pasarela',
  farm: 'Finca',
  genericError: 'Algo salió mal. Vuelve a intentarlo más tarde.',
} satisfies Translation<typeof en>;
