/** English: documentation. The guides quote the app's words on screen as the app shows them. */
export default {
  eyebrowGettingStarted: 'Getting started',
  overviewTitle: 'Overview for growers',
  overviewDescription:
    '{product} tells you how much water is in your soil, where, and what is coming — so you irrigate when the crop ' +
    'needs it, not by the calendar.',
  stepAccountTitle: 'Create your account',
  stepAccountBody:
    '<signup>Sign up</signup> with a username, your email and a password. We email you a verification code: enter ' +
    'it to confirm the account, then log in. New accounts start with a Full subscription for one year.',
  stepFarmsTitle: 'Add your farms and fields',
  stepFarmsBody:
    "Under <b>My Farms and Fields</b>, name a farm and a field, then draw the field's boundary on the satellite " +
    'map. A farm is created with its first field.',
  stepPairTitle: 'Pair your gateway and sensors',
  stepPairBody:
    'Under <b>My Sensors</b>, pick the field: the app finds its gateways and puts them in pairing mode. Pairing ' +
    "takes about 60 seconds; a sensor flashes twice when it has joined. Enter the sensor's id and drop a marker " +
    'where it is installed. Probes on The Things Stack, ChirpStack, AWS IoT Core for LoRaWAN, Sentek IrriMAX Live ' +
    'or METER ZENTRA Cloud: <connect>Connect your sensors</connect>.',
  stepZonesTitle: 'Describe your irrigation zones',
  stepZonesBody:
    'Under <b>My Irrigation Zones</b>, outline each zone and choose its crop and the soil type at {depths}. ' +
    'Wilting point, field capacity and saturation are filled in from the soil type; adjust them if you know your ' +
    'soil better.',
  stepReadingsTitle: 'See your readings',
  stepReadingsBody:
    'Open <b>Dashboard</b> and choose the farm and field: the map shows its sensors; pick one to read its Latest ' +
    'Record, or <b>View Details</b> for moisture and temperature over time against the wilting point, field ' +
    "capacity and saturation of its zone. <b>Download CSV</b> saves a sensor's soil profile from {top} to {bottom} " +
    "for the days you choose. Each sensor's latest reading also shows under <b>My Sensors</b>.",
  whatYouCanUse: 'What you can use',
  featureManage: 'Farms, fields, irrigation zones, gateways and sensors, managed from your phone or computer.',
  featureProbes:
    'Soil probes you already own: through The Things Stack, ChirpStack or AWS IoT Core for LoRaWAN (Dragino LSE01 ' +
    'and SE01-LB, Milesight EM500-SMTC, Decentlab DL-SMTP and DL-TRS12), or pulled from Sentek IrriMAX Live and ' +
    'METER ZENTRA Cloud.',
  featureDashboards:
    'The dashboards: the home page (choose a farm and field, its map of sensors, the Latest Record of a sensor, ' +
    'evaporation, rainfall and the weather) and the detailed page (moisture and temperature over time for two ' +
    'sensors side by side, their depth profiles and battery).',
  featureForecasts:
    'Soil moisture and temperature forecasts up to 72 hours ahead on the detailed dashboard, with earlier ' +
    'forecasts shown against what was measured.',
  featureReadings:
    "Every sensor's readings, calibrated and checked, through the readings API; a sensor's soil profile from {top} " +
    "to {bottom} as a CSV file for any period, from the dashboards' Download CSV button.",
  featureReport:
    "A PDF report of a field for the days you choose, from the home dashboard's Download Report button: the map, " +
    "each zone's soil and a summary (days below wilting point and above field capacity, rain, evaporation, latest " +
    'moisture against the refill point), the evaporation chart and a chart for each of up to 12 sensors.',
  featureAlerts:
    'Alerts by SMS, email and in the app: dry soil, a forecast that a zone will reach its refill point within a ' +
    'day, frost forecast at a field within 48 hours, low battery, silent sensors and gateways. The bell on the top ' +
    'bar opens your notifications; Alert preferences (in the account menu) choose which alerts come how, set each ' +
    "field's frost threshold and quiet hours, and mute a field for a while.",
  featurePayments:
    'Subscription payments by card under Renew Subscription; your profile lists your payments with their receipts.',
  featureAdmin: 'For administrators: calibration formulas, and the Prediction data page with an Excel download.',
  featureSettings: 'Units (metric or US customary) and language (English or Spanish), chosen on your profile.',
  subscriptionTitle: 'Your subscription',
  subscriptionBody:
    'A subscription runs for a year and covers everything above; the plans differ in how many sensors they take ' +
    '({plans}). Your profile shows the expiry date and the days left; renew and pay by card from <b>Renew ' +
    'Subscription</b> at any time — a renewal adds a year to the current expiry.',
  planLimit: '{plan} {count}',
  aboutTitle: 'About us',
  aboutBody:
    '{product} is built by agronomists and engineers who work with growers on irrigation scheduling. Our ' +
    'soil-moisture forecasts are checked against real field-station data, and your dashboard shows how earlier ' +
    'forecasts compared with what your sensors measured.',
  aboutContact: 'Questions or feedback? Write to <mail>{email}</mail>.',
  eyebrowDocs: 'Documentation',
  connectTitle: 'Connect your sensors',
  connectDescription:
    "Soil probes you already own reach Fieldwise through their LoRaWAN network server or their vendor's cloud. " +
    'Pick yours:',
  depthsTitle: 'Which depths map where',
  depthsBody:
    'Fieldwise charts, forecasts and advises at {depths}. A depth a device measures within {tolerance} of one of ' +
    "them is shown at the nearest (a probe's 20 cm at 10 cm, its 40 and 60 cm at 50 cm, 90 or 110 cm at 100 cm); " +
    'any other depth (30, 70, 80 cm…) is kept only in the raw archive: the payload stored with each reading, which ' +
    'can be decoded again. A one-depth device counts at the depth you give when pairing it, so three at 10, 50 and ' +
    '100 cm make one full probe.',
  keptTitle: 'When an uplink is kept aside',
  keptBody:
    'Fieldwise answers your network server OK even when it cannot store an uplink, so the server never disables ' +
    "the integration. The uplink is kept aside instead and shown on the connection's page under <b>Uplinks kept " +
    'aside</b>, with its time and payload:',
  guideTitle: 'Connect {title}',
  youNeed: '<b>You need:</b> {before}',
  worksTitle: 'When it works',
  failsTitle: 'When it does not',
  otherWays: 'Other ways in: {guides}.',
  lwConnectTitle: 'Connect the network in Fieldwise',
  lwConnectBody:
    'Open <b>My Gateways</b> and choose <b>Connect a LoRaWAN network</b>. Pick <b>{server}</b>, give the ' +
    "connection a short id (e.g. <code>home-farm</code>) and a name, then <b>Connect</b>. The connection's page " +
    'opens with its <b>credential</b>: it is shown only once, so copy it now (if it is lost, <b>New credential</b> ' +
    'issues another and the old one stops working).',
  lwPairTitle: 'Pair the devices into a sensor',
  lwPairBody:
    "Switch the devices on (or wait for their next uplink). Each one appears on the connection's page under " +
    '<b>Devices</b> as <em>Heard, not paired</em>, with the type its payload looks like. Then open <b>My ' +
    'Sensors</b>, choose the field and <b>Register sensor</b>: the wizard lists the heard devices; on its last ' +
    'step choose the connection as the gateway, click each device that belongs to this sensor, check its type and ' +
    'give a one-depth device its install depth (three LSE01 at 10, 50 and 100 cm make one probe; a DL-SMTP needs ' +
    'no depth), place the sensor on the map and <b>Register sensor</b>.',
  lwWorksHealth:
    "The connection's page lists each device with its last uplink, its signal (best RSSI and SNR, and the gateway " +
    'that heard it best), uplinks lost in the last day and its battery.',
  lwWorksSensors: "My Sensors shows the same health under the sensor's <b>Devices</b>, and its last reading.",
  lwWorksDashboard:
    "The Dashboard charts the sensor's moisture and temperature like any other sensor's; the same uplink received " +
    'twice (retries, several gateways) is stored once.',
  lwNotStoredSign: 'The device is listed but its readings do not appear',
  lwNotStoredFix:
    "Look at <b>Uplinks kept aside</b> on the connection's page: the last payload of each device that was not " +
    'stored, with the reason (see <em>When an uplink is kept aside</em> in Connect your sensors). Fieldwise still ' +
    'answers the network server OK, so it never disables the integration.',
  nothingUnderDevices: 'Nothing appears under Devices',
  ttsSummary: 'The Things Network, The Things Industries or your own The Things Stack v3: a webhook.',
  ttsBefore:
    'An application on The Things Stack with your soil probes registered in it, and the rights to add a webhook.',
  ttsWebhookTitle: 'Add the webhook in The Things Stack',
  ttsWebhookBody:
    'In the console open your application, then <b>Integrations → Webhooks → Add webhook → Custom webhook</b>. ' +
    "Paste from the connection's <b>Settings for The Things Stack</b> (each value has a Copy button): <b>Webhook " +
    'format</b> JSON, the <b>Base URL</b>, an additional header <code>Authorization</code> with the value ' +
    '<code>Bearer</code> and your credential, and enable only <b>Uplink message</b> with the path shown. Save. If ' +
    'you run your own The Things Stack, <b>Download webhook template</b> gives the same settings in its webhook ' +
    'template format (YAML) for your template repository; the template asks only for the credential.',
  ttsWorks: 'In The Things Stack the webhook shows no error; its live data shows each uplink forwarded.',
  tts401Sign: 'The webhook reports 401 Unauthorized',
  tts401Fix:
    'The credential is wrong, revoked or of another kind of connection: check the header is exactly "{header}", or ' +
    "issue a new credential on the connection's page and paste it.",
  ttsNothingFix:
    'Check that Uplink message is enabled with the path shown, and that the device is sending (its live data in ' +
    'The Things Stack).',
  csSummary: 'ChirpStack v4: the HTTP integration of an application.',
  csBefore: 'A ChirpStack v4 application with your soil probes in it (a device profile with or without a codec).',
  csHttpTitle: 'Add the HTTP integration in ChirpStack',
  csHttpBody:
    'Open the application, <b>Integrations → HTTP → Add</b>. Set <b>Payload encoding</b> to JSON, paste the ' +
    "<b>Event endpoint URL</b> from the connection's page, and add a header <code>Authorization</code> with the " +
    'value <code>Bearer</code> followed by your credential. Submit. ChirpStack adds <code>?event=up</code> (and ' +
    '<code>status</code>, <code>join</code>, …) itself: uplinks are stored, status events give the battery, the ' +
    'others are answered and ignored. If the device profile has a codec, its decoded values are used; otherwise ' +
    'Fieldwise decodes the bytes itself.',
  cs401Sign: 'ChirpStack logs 401 for the integration',
  cs401Fix:
    'The credential is wrong or revoked: the header must be exactly "{header}"; issue a new one on the ' +
    "connection's page if it was lost.",
  csNothingFix:
    'Check the payload encoding is JSON (not Protobuf) and that the URL is the one shown, without an event already ' +
    'in it.',
  awsSummary: 'Your devices on AWS IoT Core for LoRaWAN: a destination whose rule sends each uplink to Fieldwise.',
  awsBefore:
    'Wireless devices in AWS IoT Core for LoRaWAN in the AWS account where Fieldwise runs, deployed with its AWS ' +
    'IoT option on (ask your operator).',
  awsConnectBody:
    'Open <b>My Gateways</b> and choose <b>Connect a LoRaWAN network</b>. Pick <b>AWS IoT Core for LoRaWAN</b>, ' +
    'give the connection a short id and a name, then <b>Connect</b>. No credential is involved here: only your ' +
    "deployment's own AWS account may publish to the connection's topic, so the topic says which connection an " +
    'uplink came through.',
  awsDestinationTitle: 'Point a destination at Fieldwise',
  awsDestinationBody:
    'In AWS IoT Core for LoRaWAN add a <b>destination</b> with the name, the MQTT topic and the role shown on the ' +
    "connection's page (each with a Copy button); Fieldwise's topic rule takes every uplink published there. " +
    'Assign the destination to the wireless devices. The payload always arrives as bytes: Fieldwise decodes it for ' +
    'the device type you choose when pairing.',
  awsNothingFix:
    "Check that the destination publishes to exactly the topic shown (it names the connection's id) and that the " +
    'devices use that destination.',
  vcRegisterTitle: 'Register the sensor in Fieldwise',
  vcRegisterBody:
    'In <b>My Sensors</b>, register a sensor for the probe on its field and place it on the map (or use one you ' +
    "registered before). Its readings will come from the vendor's cloud.",
  vcPulledStatus:
    "The sensor's row under <b>Vendor clouds</b> says <em>Waiting for the first pull</em>, then <em>Working</em> " +
    'with the time of the last pull; Fieldwise pulls every 15 minutes and fetches only what is new.',
  vcPulledDashboard:
    "The Dashboard charts the probe's moisture and temperature at 10, 50 and 100 cm like any other sensor's; a " +
    'page of data received twice is stored once.',
  vcRevokedSign: 'The link says Key refused',
  vcRevokedFix:
    'The key was revoked or changed at the vendor: Unlink, then link again with a new key. You are told once, not ' +
    'at every pull.',
  vcFailingSign: 'The link says Failing',
  vcFailingFix: "The vendor's service did not answer or answered an error; Fieldwise tries again at the next pull.",
  vcLinkDialog:
    'In <b>My Sensors</b>, choose the field; under <b>Vendor clouds</b> choose <b>Link a vendor cloud</b>, then ' +
    '<b>{cloud}</b> as the vendor cloud and the sensor.',
  vcNoReadingsSign: 'No readings after a pull',
  irrSummary: 'Sentek probes on IrriMAX Live: pulled with your API key and the logger name.',
  irrBefore: 'An IrriMAX Live account with its API key, and the name of the logger the probe reports through.',
  irrLinkTitle: 'Link IrriMAX Live',
  irrLinkBody:
    'Paste the API key (IrriMAX Live → Settings → API), type the logger name as IrriMAX Live lists it, and check ' +
    "the site's time zone (your browser's is chosen): IrriMAX Live gives the logger's wall-clock time, turned into " +
    'true time with that zone, daylight saving included. <b>Link</b>.',
  irrColumns:
    'The moisture columns <code>A1(5)</code>, <code>A2(15)</code>, … (sensor number and depth in cm) land at the ' +
    'depths described above; the temperature columns <code>T…</code> likewise.',
  irrNoReadingsFix:
    'Check the logger name, and that the logger has uploaded to IrriMAX Live since the link was made; a gap at the ' +
    'vendor stays a gap.',
  irrHourOffSign: 'Readings an hour off',
  irrHourOffFix: "The site's time zone is wrong: Unlink, then link again with the zone where the logger is.",
  zenSummary: 'METER loggers (TEROS sensors) on ZENTRA Cloud: pulled with your API token and the device serial.',
  zenBefore: 'A ZENTRA Cloud account with an API token, and the serial number of the logger (for example z6-01234).',
  zenLinkTitle: 'Link ZENTRA Cloud',
  zenLinkBody:
    "Paste the API token (ZENTRA Cloud → API → Copy token), the logger's serial number, and the depth each port's " +
    'sensor is installed at (ports 1, 2 and 3 at 10, 50 and 100 cm unless you change them). <b>Link</b>. Each pull ' +
    'asks ZENTRA Cloud only for the readings after the last one stored.',
  zenNoReadingsFix:
    'Check the serial number, and that the logger has uploaded to ZENTRA Cloud since the link was made.',
} as const satisfies Record<string, string>;
