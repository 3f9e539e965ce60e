/** Spanish: components. */
import type { Translation } from '../types';
import type en from '../en/components';

export default {
  closeDialog: 'Cerrar ventana',
  dismissNotification: 'Cerrar aviso',
  actions: 'Acciones',
  hideValue: 'Ocultar {label}',
  showValue: 'Mostrar {label}',
  hide: 'Ocultar',
  show: 'Mostrar',
  placeholderText: 'Estamos preparando esta página. Llegará en una próxima versión.',
  roleCannotSee: 'Con tu rol ({role}) en {farm} no puedes ver esto.',
  roleAskOwner:
    '{owner} decide quién ve qué en {farm}: pídele otro rol o elige una de tus fincas en el menú de fincas de arriba.',
  backToDashboard: 'Volver al panel',
  simulatedWeather: 'Clima simulado',
  simulatedWeatherExplanation:
    'Clima inventado sin conexión para este lugar y esta época del año; no es un pronóstico ni una medición real',
  pages: 'Páginas',
  pageRange: '{first}–{last} de {total}',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  patternDayFirst: 'dd/mm/aaaa',
  patternMonthFirst: 'mm/dd/aaaa',
  chooseFromCalendar: 'Elegir {label} en el calendario',
  dayFieldFormat: 'Escribe la fecha como {pattern}',
} satisfies Translation<typeof en>;
