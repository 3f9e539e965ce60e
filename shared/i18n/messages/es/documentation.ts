/** Spanish: documentation. Values typed into a network server or a vendor's cloud stay as they are. */
import type { Translation } from '../types';
import type en from '../en/documentation';

export default {
  eyebrowGettingStarted: 'Primeros pasos',
  overviewTitle: 'Guía para agricultores',
  overviewDescription:
    '{product} te dice cuánta agua hay en tu suelo, dónde y qué viene — para que riegues cuando el cultivo lo ' +
    'necesita, no según el calendario.',
  stepAccountTitle: 'Crea tu cuenta',
  stepAccountBody:
    '<signup>Regístrate</signup> con un nombre de usuario, tu correo y una contraseña. Te enviamos un código de ' +
    'verificación por correo: escríbelo para confirmar la cuenta y luego entra. Las cuentas nuevas empiezan con ' +
    'una suscripción Completa por un año.',
  stepFarmsTitle: 'Añade tus fincas y parcelas',
  stepFarmsBody:
    'En <b>Mis fincas y campos</b>, pon nombre a una finca y a una parcela, y dibuja el borde de la parcela ' +
    'sobre el mapa satelital. La finca se crea con su primera parcela.',
  stepPairTitle: 'Empareja tu pasarela y tus sensores',
  stepPairBody:
    'En <b>Mis sensores</b>, elige la parcela: la app encuentra sus pasarelas y las pone en modo emparejamiento. ' +
    'Emparejar lleva unos 60 segundos; el sensor parpadea dos veces cuando se ha unido. Escribe el id del sensor y ' +
    'pon un marcador donde está instalado. Sondas en The Things Stack, ChirpStack, AWS IoT Core for LoRaWAN, ' +
    'Sentek IrriMAX Live o METER ZENTRA Cloud: <connect>Conecta tus sensores</connect>.',
  stepZonesTitle: 'Describe tus zonas de riego',
  stepZonesBody:
    'En <b>Mis zonas de riego</b>, dibuja cada zona y elige su cultivo y el tipo de suelo a {depths}. El punto de ' +
    'marchitez, la capacidad de campo y la saturación se rellenan según el tipo de suelo; ajústalos si conoces ' +
    'mejor tu suelo.',
  stepReadingsTitle: 'Mira tus lecturas',
  stepReadingsBody:
    'Abre el <b>Panel</b> y elige la finca y la parcela: el mapa muestra sus sensores; elige uno para ver su ' +
    'última lectura, o <b>Ver detalles</b> para la humedad y la temperatura en el tiempo frente al punto de ' +
    'marchitez, la capacidad de campo y la saturación de su zona. <b>Descargar CSV</b> guarda el perfil de suelo ' +
    'de un sensor de {top} a {bottom} para los días que elijas. La última lectura de cada sensor también aparece ' +
    'en <b>Mis sensores</b>.',
  whatYouCanUse: 'Lo que puedes usar',
  featureManage:
    'Fincas, parcelas, zonas de riego, pasarelas y sensores, gestionados desde el teléfono o el ordenador.',
  featureProbes:
    'Las sondas de suelo que ya tienes: por The Things Stack, ChirpStack o AWS IoT Core for LoRaWAN (Dragino LSE01 ' +
    'y SE01-LB, Milesight EM500-SMTC, Decentlab DL-SMTP y DL-TRS12), o traídas de Sentek IrriMAX Live y METER ' +
    'ZENTRA Cloud.',
  featureDashboards:
    'Los paneles: la página de inicio (elige finca y parcela, su mapa de sensores, la última lectura de un sensor, ' +
    'la evapotranspiración, la lluvia y el tiempo) y la página de detalle (humedad y temperatura en el tiempo de ' +
    'dos sensores lado a lado, sus perfiles por profundidad y su batería).',
  featureForecasts:
    'Pronósticos de humedad y temperatura del suelo hasta 72 horas en el panel de detalle, con los pronósticos ' +
    'anteriores frente a lo medido.',
  featureReadings:
    'Las lecturas de cada sensor, calibradas y revisadas, por la API de lecturas; el perfil de suelo de un sensor ' +
    'de {top} a {bottom} como archivo CSV para cualquier período, con el botón Descargar CSV de los paneles.',
  featureReport:
    'Un informe PDF de una parcela para los días que elijas, con el botón Descargar informe del panel de inicio: ' +
    'el mapa, el suelo de cada zona y un resumen (días bajo el punto de marchitez y sobre la capacidad de campo, ' +
    'lluvia, evapotranspiración, última humedad frente al punto de recarga), el gráfico de evapotranspiración y un ' +
    'gráfico por cada sensor, hasta 12.',
  featureAlerts:
    'Alertas por SMS, correo y en la app: suelo seco, un pronóstico de que una zona llegará a su punto de recarga ' +
    'en un día, helada pronosticada en una parcela en 48 horas, batería baja, sensores y pasarelas sin señal. La ' +
    'campana de la barra superior abre tus notificaciones; las preferencias de alertas (en el menú de la cuenta) ' +
    'eligen qué alertas llegan y cómo, fijan el umbral de helada y las horas de silencio de cada parcela, y ' +
    'silencian una parcela por un tiempo.',
  featurePayments:
    'Pago de la suscripción con tarjeta en Renovar suscripción; tu perfil lista tus pagos con sus recibos.',
  featureAdmin:
    'Para administradores: fórmulas de calibración y la página de datos de predicción con descarga en Excel.',
  featureSettings: 'Unidades (métricas o estadounidenses) e idioma (inglés o español), elegidos en tu perfil.',
  subscriptionTitle: 'Tu suscripción',
  subscriptionBody:
    'Una suscripción dura un año y cubre todo lo anterior; los planes se diferencian en cuántos sensores admiten ' +
    '({plans}). Tu perfil muestra la fecha de vencimiento y los días que quedan; renueva y paga con tarjeta desde ' +
    '<b>Renovar suscripción</b> cuando quieras — una renovación suma un año al vencimiento actual.',
  planLimit: '{plan} {count}',
  aboutTitle: 'Quiénes somos',
  aboutBody:
    '{product} lo hacen agrónomos e ingenieros que trabajan con agricultores en la programación del riego. ' +
    'Nuestros pronósticos de humedad del suelo se comparan con datos reales de estaciones de campo, y tu panel ' +
    'muestra cómo les fue a los pronósticos anteriores frente a lo que midieron tus sensores.',
  aboutContact: '¿Preguntas o comentarios? Escribe a <mail>{email}</mail>.',
  eyebrowDocs: 'Documentación',
  connectTitle: 'Conecta tus sensores',
  connectDescription:
    'Las sondas de suelo que ya tienes llegan a Fieldwise por su servidor de red LoRaWAN o por la nube de su ' +
    'fabricante. Elige la tuya:',
  depthsTitle: 'Qué profundidad va a dónde',
  depthsBody:
    'Fieldwise grafica, pronostica y aconseja a {depths}. Una profundidad que un dispositivo mide a menos de ' +
    '{tolerance} de una de ellas se muestra en la más cercana (los 20 cm de una sonda en 10 cm, sus 40 y 60 cm en ' +
    '50 cm, 90 o 110 cm en 100 cm); cualquier otra profundidad (30, 70, 80 cm…) se guarda solo en el archivo en ' +
    'bruto: el mensaje guardado con cada lectura, que puede volver a decodificarse. Un dispositivo de una sola ' +
    'profundidad cuenta a la profundidad que indiques al emparejarlo, así que tres a 10, 50 y 100 cm forman una ' +
    'sonda completa.',
  keptTitle: 'Cuando un mensaje se aparta',
  keptBody:
    'Fieldwise responde OK a tu servidor de red aunque no pueda guardar un mensaje (uplink), para que el servidor ' +
    'nunca desactive la integración. El mensaje se aparta y se muestra en la página de la conexión en <b>Uplinks ' +
    'kept aside</b>, con su hora y su contenido:',
  guideTitle: 'Conectar {title}',
  youNeed: '<b>Necesitas:</b> {before}',
  worksTitle: 'Cuando funciona',
  failsTitle: 'Cuando no funciona',
  otherWays: 'Otras formas de conectar: {guides}.',
  lwConnectTitle: 'Conecta la red en Fieldwise',
  lwConnectBody:
    'Abre <b>Mis pasarelas</b> y elige <b>Conectar una red LoRaWAN</b>. Elige <b>{server}</b>, da a la conexión un ' +
    'id corto (p. ej. <code>home-farm</code>) y un nombre, y luego <b>Conectar</b>. La página de la conexión se ' +
    'abre con su <b>credencial</b>: se muestra una sola vez, así que cópiala ahora (si se pierde, <b>Nueva ' +
    'credencial</b> emite otra y la anterior deja de funcionar).',
  lwPairTitle: 'Empareja los dispositivos en un sensor',
  lwPairBody:
    'Enciende los dispositivos (o espera su próximo mensaje). Cada uno aparece en la página de la conexión en ' +
    '<b>Dispositivos</b> como <em>Oído, sin emparejar</em>, con el tipo al que se parece su mensaje. Luego abre ' +
    '<b>Mis sensores</b>, elige la parcela y <b>Registrar sensor</b>: el asistente lista los dispositivos oídos; ' +
    'en el último paso elige la conexión como pasarela, marca cada dispositivo que forma parte de este sensor, ' +
    'revisa su tipo y da a un dispositivo de una sola profundidad su profundidad de instalación (tres LSE01 a 10, ' +
    '50 y 100 cm forman una sonda; un DL-SMTP no necesita profundidad), pon el sensor en el mapa y <b>Registrar ' +
    'sensor</b>.',
  lwWorksHealth:
    'La página de la conexión lista cada dispositivo con su último mensaje, su señal (mejor RSSI y SNR, y la ' +
    'pasarela que mejor lo oyó), los mensajes perdidos en el último día y su batería.',
  lwWorksSensors: 'Mis sensores muestra el mismo estado en los <b>Dispositivos</b> del sensor, y su última lectura.',
  lwWorksDashboard:
    'El panel grafica la humedad y la temperatura del sensor como las de cualquier otro; el mismo mensaje recibido ' +
    'dos veces (reintentos, varias pasarelas) se guarda una sola vez.',
  lwNotStoredSign: 'El dispositivo aparece pero sus lecturas no',
  lwNotStoredFix:
    'Mira <b>Uplinks kept aside</b> en la página de la conexión: el último mensaje de cada dispositivo que no se ' +
    'guardó, con el motivo (ver <em>Cuando un mensaje se aparta</em> en Conecta tus sensores). Fieldwise sigue ' +
    'respondiendo OK al servidor de red, así que nunca desactiva la integración.',
  nothingUnderDevices: 'No aparece nada en Dispositivos',
  ttsSummary: 'The Things Network, The Things Industries o tu propio The Things Stack v3: un webhook.',
  ttsBefore:
    'Una aplicación en The Things Stack con tus sondas de suelo registradas en ella, y permiso para añadir un webhook.',
  ttsWebhookTitle: 'Añade el webhook en The Things Stack',
  ttsWebhookBody:
    'En la consola abre tu aplicación y luego <b>Integrations → Webhooks → Add webhook → Custom webhook</b>. Pega ' +
    'desde los <b>ajustes para The Things Stack</b> de la conexión (cada valor tiene un botón Copiar): <b>Webhook ' +
    'format</b> JSON, la <b>Base URL</b>, una cabecera adicional <code>Authorization</code> con el valor ' +
    '<code>Bearer</code> y tu credencial, y activa solo <b>Uplink message</b> con la ruta indicada. Guarda. Si ' +
    'tienes tu propio The Things Stack, <b>Descargar plantilla de webhook</b> da los mismos ajustes en su formato ' +
    'de plantilla de webhook (YAML) para tu repositorio de plantillas; la plantilla solo pide la credencial.',
  ttsWorks: 'En The Things Stack el webhook no muestra errores; sus datos en vivo muestran cada mensaje reenviado.',
  tts401Sign: 'El webhook da 401 Unauthorized',
  tts401Fix:
    'La credencial está mal, fue anulada o es de otro tipo de conexión: revisa que la cabecera sea exactamente ' +
    '"{header}", o emite una nueva credencial en la página de la conexión y pégala.',
  ttsNothingFix:
    'Revisa que Uplink message esté activado con la ruta indicada, y que el dispositivo esté enviando (sus datos ' +
    'en vivo en The Things Stack).',
  csSummary: 'ChirpStack v4: la integración HTTP de una aplicación.',
  csBefore: 'Una aplicación de ChirpStack v4 con tus sondas de suelo (un perfil de dispositivo con o sin códec).',
  csHttpTitle: 'Añade la integración HTTP en ChirpStack',
  csHttpBody:
    'Abre la aplicación, <b>Integrations → HTTP → Add</b>. Pon <b>Payload encoding</b> en JSON, pega la <b>Event ' +
    'endpoint URL</b> de la página de la conexión y añade una cabecera <code>Authorization</code> con el valor ' +
    '<code>Bearer</code> seguido de tu credencial. Envía. ChirpStack añade <code>?event=up</code> (y ' +
    '<code>status</code>, <code>join</code>, …) por su cuenta: los mensajes se guardan, los eventos de estado dan ' +
    'la batería, los demás se responden y se ignoran. Si el perfil de dispositivo tiene un códec, se usan sus ' +
    'valores decodificados; si no, Fieldwise decodifica los bytes.',
  cs401Sign: 'ChirpStack registra 401 para la integración',
  cs401Fix:
    'La credencial está mal o fue anulada: la cabecera debe ser exactamente "{header}"; emite una nueva en la ' +
    'página de la conexión si se perdió.',
  csNothingFix:
    'Revisa que la codificación sea JSON (no Protobuf) y que la URL sea la indicada, sin un evento ya incluido.',
  awsSummary: 'Tus dispositivos en AWS IoT Core for LoRaWAN: un destino cuya regla envía cada mensaje a Fieldwise.',
  awsBefore:
    'Dispositivos inalámbricos en AWS IoT Core for LoRaWAN en la cuenta de AWS donde corre Fieldwise, desplegado ' +
    'con su opción de AWS IoT activada (pregunta a tu operador).',
  awsConnectBody:
    'Abre <b>Mis pasarelas</b> y elige <b>Conectar una red LoRaWAN</b>. Elige <b>AWS IoT Core for LoRaWAN</b>, da ' +
    'a la conexión un id corto y un nombre, y luego <b>Conectar</b>. Aquí no hay credencial: solo la propia cuenta ' +
    'de AWS de tu despliegue puede publicar en el tema de la conexión, así que el tema indica por qué conexión ' +
    'llegó un mensaje.',
  awsDestinationTitle: 'Apunta un destino a Fieldwise',
  awsDestinationBody:
    'En AWS IoT Core for LoRaWAN añade un <b>destination</b> con el nombre, el tema MQTT y el rol que muestra la ' +
    'página de la conexión (cada uno con un botón Copiar); la regla de tema de Fieldwise toma cada mensaje ' +
    'publicado allí. Asigna el destino a los dispositivos inalámbricos. El mensaje siempre llega como bytes: ' +
    'Fieldwise lo decodifica según el tipo de dispositivo que elijas al emparejar.',
  awsNothingFix:
    'Revisa que el destino publique exactamente en el tema indicado (lleva el id de la conexión) y que los ' +
    'dispositivos usen ese destino.',
  vcRegisterTitle: 'Registra el sensor en Fieldwise',
  vcRegisterBody:
    'En <b>Mis sensores</b>, registra un sensor para la sonda en su parcela y ponlo en el mapa (o usa uno que ya ' +
    'registraste). Sus lecturas llegarán de la nube del fabricante.',
  vcPulledStatus:
    'La fila del sensor en <b>Nubes de fabricantes</b> dice <em>Esperando la primera descarga</em>, luego ' +
    '<em>Funcionando</em> con la hora de la última descarga; Fieldwise descarga cada 15 minutos y trae solo lo ' +
    'nuevo.',
  vcPulledDashboard:
    'El panel grafica la humedad y la temperatura de la sonda a 10, 50 y 100 cm como las de cualquier otro sensor; ' +
    'una página de datos recibida dos veces se guarda una sola vez.',
  vcRevokedSign: 'El enlace dice Clave rechazada',
  vcRevokedFix:
    'La clave fue anulada o cambiada en el fabricante: desvincula y vuelve a vincular con una clave nueva. Se te ' +
    'avisa una vez, no en cada descarga.',
  vcFailingSign: 'El enlace dice Con fallos',
  vcFailingFix:
    'El servicio del fabricante no respondió o respondió con un error; Fieldwise lo intenta de nuevo en la próxima ' +
    'descarga.',
  vcLinkDialog:
    'En <b>Mis sensores</b>, elige la parcela; en <b>Nubes de fabricantes</b> elige <b>Vincular una nube de ' +
    'fabricante</b>, luego <b>{cloud}</b> como nube y el sensor.',
  vcNoReadingsSign: 'Sin lecturas después de una descarga',
  irrSummary: 'Sondas Sentek en IrriMAX Live: descargadas con tu clave de API y el nombre del registrador.',
  irrBefore:
    'Una cuenta de IrriMAX Live con su clave de API, y el nombre del registrador (logger) por el que informa la sonda.',
  irrLinkTitle: 'Vincula IrriMAX Live',
  irrLinkBody:
    'Pega la clave de API (IrriMAX Live → Settings → API), escribe el nombre del registrador como lo muestra ' +
    'IrriMAX Live y revisa la zona horaria del sitio (se elige la de tu navegador): IrriMAX Live da la hora local ' +
    'del registrador, que se pasa a hora real con esa zona, horario de verano incluido. <b>Vincular</b>.',
  irrColumns:
    'Las columnas de humedad <code>A1(5)</code>, <code>A2(15)</code>, … (número de sensor y profundidad en cm) van ' +
    'a las profundidades descritas arriba; las columnas de temperatura <code>T…</code> igual.',
  irrNoReadingsFix:
    'Revisa el nombre del registrador, y que haya subido datos a IrriMAX Live desde que se hizo el vínculo; un ' +
    'hueco en el fabricante sigue siendo un hueco.',
  irrHourOffSign: 'Lecturas con una hora de diferencia',
  irrHourOffFix:
    'La zona horaria del sitio está mal: desvincula y vuelve a vincular con la zona donde está el registrador.',
  zenSummary:
    'Registradores METER (sensores TEROS) en ZENTRA Cloud: descargados con tu token de API y el número de serie.',
  zenBefore:
    'Una cuenta de ZENTRA Cloud con un token de API, y el número de serie del registrador (por ejemplo z6-01234).',
  zenLinkTitle: 'Vincula ZENTRA Cloud',
  zenLinkBody:
    'Pega el token de API (ZENTRA Cloud → API → Copy token), el número de serie del registrador y la profundidad a ' +
    'la que está instalado el sensor de cada puerto (puertos 1, 2 y 3 a 10, 50 y 100 cm si no los cambias). ' +
    '<b>Vincular</b>. Cada descarga pide a ZENTRA Cloud solo las lecturas posteriores a la última guardada.',
  zenNoReadingsFix:
    'Revisa el número de serie, y que el registrador haya subido datos a ZENTRA Cloud desde que se hizo el vínculo.',
} satisfies Translation<typeof en>;
