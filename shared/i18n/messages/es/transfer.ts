/** Spanish: transfer. */
import type { Translation } from '../types';
import type en from '../en/transfer';

export default {
  title: 'Traspasar la finca',
  howTo:
    'Para pasarle {farm} a otra persona, hazla encargada y luego elige Traspasar la finca en su ' +
    'fila. Será la dueña cuando acepte; tú sigues en la finca como encargado.',
  action: 'Traspasar la finca',
  actionLabel: 'Traspasar {farm} a {name}',
  confirmTitle: '¿Traspasar {farm} a {name}? Pasarás a ser encargado.',
  confirmBody:
    '{name} será el dueño cuando acepte: las parcelas, zonas de riego, sensores, pasarelas y riegos pasan a su ' +
    'cuenta y cuentan en su plan. Hasta entonces no cambia nada y puedes retirar la oferta.',
  confirm: 'Ofrecer la finca',
  offered: 'Has ofrecido {farm} a {name}. Pasa a su cuenta cuando acepte.',
  pending: '{farm} está ofrecida a {name} desde el {day}. Será suya cuando acepte; hasta entonces no cambia nada.',
  withdraw: 'Retirar la oferta',
  withdrawn: 'Oferta retirada.',
  inboxLabel: 'Traspaso de {farm}',
  inboxText:
    '{from} te ofrece quedarte con {farm}: sus parcelas, zonas de riego, sensores y riegos ' +
    'pasan a ser tuyos, con tu plan. {from} sigue en la finca como encargado.',
  offeredOn: 'Ofrecida el {day}.',
  accept: 'Aceptar la finca',
  decline: 'Rechazar',
  declined: 'Has rechazado quedarte con {farm}.',
} satisfies Translation<typeof en>;
