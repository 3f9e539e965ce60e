/** Spanish: subscription. */
import type { Translation } from '../types';
import type en from '../en/subscription';

export default {
  planLite: 'Lite',
  planFull: 'Completo',
  planPro: 'Pro',
  title: 'Suscripción',
  description: 'Elige un plan y renueva por un año.',
  expiredBanner:
    'Tu suscripción {plan, select, lite {Lite} full {Completo} pro {Pro} other {{plan}}} venció el {day}. ' +
    'Renuévala para volver a usar los paneles y las páginas de gestión.',
  noneBanner:
    'Tu cuenta no tiene una suscripción activa. Elige un plan para usar los paneles y las páginas de gestión.',
  carouselLabel: 'Qué hace Fieldwise',
  slideProbe: 'Humedad del suelo a tres profundidades, con sondas en tus propias parcelas',
  slidePivot: 'Riega cuando el suelo lo necesita, no según el calendario',
  slidePhone: 'Punto de recarga y capacidad de campo de un vistazo, en cualquier dispositivo',
  artProbe: 'Una sonda de humedad en hileras de trigo joven bajo un cielo despejado de mañana',
  artPivot: 'Un pívot de riego regando un campo circular al atardecer',
  artPhone: 'Un teléfono con curvas de humedad del suelo entre el punto de recarga y la capacidad de campo',
  slideOf: '{index} de {count}',
  play: 'Reproducir',
  pause: 'Pausar',
  playSlideshow: 'Reproducir las imágenes',
  pauseSlideshow: 'Pausar las imágenes',
  previousSlide: 'Imagen anterior',
  nextSlide: 'Imagen siguiente',
  showSlide: 'Ver imagen {index}: {caption}',
  chooseTitle: 'Elige tu plan',
  price: '<b>{price}</b> por un año de {plan}',
  gst: 'Los precios incluyen el 10 % de GST (impuesto australiano).',
  checkout: 'Pagar',
  planLegend: 'Plan',
  perYear: '{price} / año',
  covers: 'Hasta {count} sensores',
  proNote: 'Para fincas grandes: Fieldwise lo concede a pedido',
  renewFromTodayEnded:
    'Tu suscripción terminó el {ended}, así que el nuevo año empieza hoy: si pagas ahora tendrás acceso hasta el ' +
    '<b>{until}</b>.',
  renewFromTodayNone:
    'Aún no tienes suscripción, así que el nuevo año empieza hoy: si pagas ahora tendrás acceso hasta el ' +
    '<b>{until}</b>.',
  renewAdds:
    'Tu suscripción dura hasta el {expiry}. Si pagas ahora sumas un año: tu nueva fecha de vencimiento será el ' +
    '<b>{until}</b>.',
  stepShipping: 'Datos de envío',
  stepCard: 'Tarjeta de pago',
  stepReview: 'Revisa tu pedido',
  orderComplete: 'Pedido completado',
  choosePlanFirst: 'Primero elige un plan.',
  choosePlan: 'Elegir un plan',
  checkoutDescription: 'Plan {plan}, un año: {price} con GST incluido.',
  sessionNote:
    'Tu pago se hizo, pero no se pudo actualizar tu sesión: sal y vuelve a entrar para ver tu nueva fecha de ' +
    'vencimiento.',
  paidText: 'Gracias. Tu plan {plan} dura ahora hasta el <b>{until}</b>. Pagaste {amount}.',
  paidTextFromToday:
    'Gracias. Tu plan {plan} dura ahora hasta el <b>{until}</b> (tu suscripción anterior había terminado, así que ' +
    'el año empezó hoy). Pagaste {amount}.',
  paymentFailed: 'El pago falló. {error}',
  paymentFailedPlain: 'El pago falló.',
  paymentRequestFailed: 'No se pudo enviar el pago. {reason}',
  viewReceipt: 'Ver tu recibo',
  opensNewTab: ' (se abre en otra pestaña)',
  goProfile: 'Ir al perfil',
  goHome: 'Ir al inicio',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  address: 'Dirección',
  city: 'Ciudad',
  country: 'País',
  postcode: 'Código postal',
  phone: 'Teléfono',
  cancel: 'Cancelar',
  next: 'Siguiente',
  back: 'Atrás',
  notGiven: 'Sin datos',
  reviewPlan: 'Plan',
  reviewPlanText: '{plan}, un año (hasta {count} sensores)',
  reviewShipping: 'Envío',
  reviewPayment: 'Pago',
  subtotal: 'Subtotal',
  taxes: 'Impuestos',
  taxesText: '{zero} (los precios incluyen el 10 % de GST)',
  total: 'Total',
  submitOrder: 'Confirmar pedido',
  cardForm: 'Tarjeta de pago',
  cardEnding: 'Tarjeta terminada en {last4}',
  brandEnding: '{brand} terminada en {last4}',
  card: 'Tarjeta',
  testPayments: '<b>Pagos de prueba.</b> Este sitio no está conectado a Square: no se cobra ninguna tarjeta.',
  testCardHint:
    '<b>Pagos de prueba.</b> Este sitio no está conectado a Square, así que no se puede cobrar ninguna tarjeta ' +
    'real. Usa la tarjeta de prueba de Square 4111 1111 1111 1111 con cualquier fecha de vencimiento futura. Para ' +
    'probar un rechazo:',
  triggerCvv: 'CVV {cvv}: se rechaza el código de seguridad',
  triggerPostcode: 'Código postal {postcode}: se rechaza el código postal',
  triggerExpiry: 'Vencimiento 01/40: se rechaza la fecha de vencimiento',
  triggerOther: 'cualquier otro número de tarjeta válido: la tarjeta es rechazada',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  cvv: 'CVV',
  cardNumberInvalid: 'El número de tarjeta no es válido.',
  expiryInvalid: 'La fecha de vencimiento no es válida.',
  cvvInvalid: 'El CVV no es válido.',
  postcodeInvalid: 'El código postal no es válido.',
  cardDetails: 'Datos de la tarjeta',
  loadingCardForm: 'Cargando el formulario seguro de la tarjeta…',
} satisfies Translation<typeof en>;
