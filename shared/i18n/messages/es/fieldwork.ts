/** Spanish: fieldwork. */
import type { Translation } from '../types';
import type en from '../en/fieldwork';

export default {
  notesTitle: 'Notas',
  notesLoading: 'Cargando notas…',
  notesFailed: 'No se pudieron cargar las notas: {message}',
  notesNone: 'Todavía no hay notas en este campo.',
  notesList: 'Notas de este campo',
  noteSomeZone: 'una zona',
  noteZone: 'Zona {zone}',
  wholeField: 'Todo el campo',
  noteAdvice: 'Regar {depth} antes del {day}',
  noteForm: 'Escribir una nota',
  noteText: 'Nota',
  noteZoneLabel: 'Zona',
  noteIrrigate: 'Regar ({unit}, opcional)',
  noteBy: 'Antes del (opcional)',
  noteNotSaved: 'No se guardó la nota: {message}',
  noteAdd: 'Añadir nota',
  noteEmpty: 'escribe algo en la nota',
  noteTooLong: 'como mucho {max} caracteres',
  noteZoneInvalid: 'elige una de las zonas del campo',
  noteDepthNotNumber: 'tiene que ser un número ({unit})',
  noteDepthMin: 'tiene que ser al menos {min}',
  noteDepthMax: 'tiene que ser como mucho {max}',
  noteByInvalid: 'tiene que ser una fecha',
} satisfies Translation<typeof en>;
