/** Spanish: home. */
import type { Translation } from '../types';
import type en from '../en/home';

export default {
  title: 'Panel',
  fieldMap: 'Mapa de la parcela',
  fieldMapFailed: 'No se pudo mostrar el mapa de la parcela. Recarga la página para volver a intentarlo.',
  farmMapFailed: 'No se pudo mostrar el mapa de la finca. Recarga la página para volver a intentarlo.',
  noFarmsText: 'Añade una finca y una parcela en Gestión y registra sus sensores: aquí verás sus lecturas.',
} satisfies Translation<typeof en>;
