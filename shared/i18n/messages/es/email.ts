/** Spanish: e-mails. */
import type { Translation } from '../types';
import type en from '../en/email';

export default {
  alertOpen: 'Abre Fieldwise: {link}',
  alertFooter:
    'Recibes este correo porque tienes las alertas activadas. Elige qué alertas recibes en Fieldwise, en tu perfil.',
} satisfies Translation<typeof en>;
