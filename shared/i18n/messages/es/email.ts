/** Spanish: e-mails. */
import type { Translation } from '../types';
import type en from '../en/email';

export default {
  alertOpen: 'Abre Fieldwise: {link}',
  noteWrote: '{author} ({role}) escribió una nota sobre {place} ({farm}):',
  noteOpen: 'Ábrela en Fieldwise: {link}',
  inviteSubject: '{inviter} te invitó a la finca {farm} en Fieldwise',
  inviteFirst: '{inviter} te invitó a la finca "{farm}" en Fieldwise como {role}.',
  inviteAccept: 'Acepta la invitación: {link}',
  inviteHow:
    'Para aceptarla, entra o regístrate con este correo ({email}). La invitación caduca el {until} ({days} días).',
  inviteIgnore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  sensorTakenSubject: 'Fieldwise: se eliminó del todo un sensor borrado',
  sensorTaken:
    'Otra cuenta de Fieldwise registró el sensor {sensor}, que habías borrado ({kind, select, farm ' +
    '{finca} field {campo} zone {zona} other {sensor}} {name}, borrado el {day}). Sus lecturas, ' +
    'pronósticos y alertas de tu papelera (Borrados recientemente) se eliminaron del todo y ya no se ' +
    'pueden recuperar. La otra cuenta no puede ver nada de eso.',
  alertFooter:
    'Recibes este correo porque tienes las alertas activadas. Elige qué alertas recibes en Fieldwise, en tu perfil.',
} satisfies Translation<typeof en>;
