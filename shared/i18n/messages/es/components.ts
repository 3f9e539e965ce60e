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
  demoTables: 'Tablas',
  demoTablesSummary: 'Ejemplos de las tablas que usan las páginas de gestión.',
  demoButtons: 'Botones',
  demoButtonsSummary: 'Los estilos de botón de la app: principal, secundario, discreto y de peligro.',
  demoMaps: 'Mapas',
  demoMapsSummary: 'Un mapa de ejemplo con el contorno de un campo y marcadores de sensores.',
  demoCharts: 'Gráficos',
  demoChartsSummary: 'Gráficos de ejemplo de humedad, temperatura y lluvia.',
} satisfies Translation<typeof en>;
