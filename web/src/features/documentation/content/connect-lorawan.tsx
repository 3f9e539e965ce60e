/**
 * The guides for the three LoRaWAN network servers: what the grower does in Fieldwise, what they
 * paste into their network server, and what they see when it works and when it does not. The
 * words on screen (buttons, card titles) are quoted as the app shows them.
 */
import type { ConnectGuide } from './guide';

const connect = (server: string) => ({
  title: 'Connect the network in Fieldwise',
  body: (
    <>
      Open <strong>My Gateways</strong> and choose <strong>Connect a LoRaWAN network</strong>. Pick{' '}
      <strong>{server}</strong>, give the connection a short id (e.g. <code>home-farm</code>) and a name, then{' '}
      <strong>Connect</strong>. The connection's page opens with its <strong>credential</strong>: it is shown only once,
      so copy it now (if it is lost, <strong>New credential</strong> issues another and the old one stops working).
    </>
  ),
});

const pair = {
  title: 'Pair the devices into a sensor',
  body: (
    <>
      Switch the devices on (or wait for their next uplink). Each one appears on the connection's page under{' '}
      <strong>Devices</strong> as <em>Heard, not paired</em>, with the type its payload looks like. Then open{' '}
      <strong>My Sensors</strong>, choose the field and <strong>Register sensor</strong>: the wizard lists the heard
      devices; on its last step choose the connection as the gateway, click each device that belongs to this sensor,
      check its type and give a one-depth device its install depth (three LSE01 at 10, 50 and 100 cm make one probe; a
      DL-SMTP needs no depth), place the sensor on the map and <strong>Register sensor</strong>.
    </>
  ),
};

const works = [
  <>
    The connection's page lists each device with its last uplink, its signal (best RSSI and SNR, and the gateway that
    heard it best), uplinks lost in the last day and its battery.
  </>,
  <>
    My Sensors shows the same health under the sensor's <strong>Devices</strong>, and its last reading.
  </>,
  <>
    The Dashboard charts the sensor's moisture and temperature like any other sensor's; the same uplink received twice
    (retries, several gateways) is stored once.
  </>,
];

const notStored = {
  sign: 'The device is listed but its readings do not appear',
  fix: (
    <>
      Look at <strong>Uplinks kept aside</strong> on the connection's page: the last payload of each device that was not
      stored, with the reason (see <em>When an uplink is kept aside</em> in Connect your sensors). Fieldwise still
      answers the network server OK, so it never disables the integration.
    </>
  ),
};

export const lorawanGuides: ConnectGuide[] = [
  {
    source: 'tts',
    title: 'The Things Stack',
    summary: 'The Things Network, The Things Industries or your own The Things Stack v3: a webhook.',
    before:
      'An application on The Things Stack with your soil probes registered in it, and the rights to add a webhook.',
    steps: [
      connect('The Things Stack'),
      {
        title: 'Add the webhook in The Things Stack',
        body: (
          <>
            In the console open your application, then{' '}
            <strong>Integrations → Webhooks → Add webhook → Custom webhook</strong>. Paste from the connection's{' '}
            <strong>Settings for The Things Stack</strong> (each value has a Copy button):{' '}
            <strong>Webhook format</strong> JSON, the <strong>Base URL</strong>, an additional header{' '}
            <code>Authorization</code> with the value <code>Bearer</code> and your credential, and enable only{' '}
            <strong>Uplink message</strong> with the path shown. Save. If you run your own The Things Stack,{' '}
            <strong>Download webhook template</strong> gives the same settings in its webhook template format (YAML) for
            your template repository; the template asks only for the credential.
          </>
        ),
      },
      pair,
    ],
    works: [...works, <>In The Things Stack the webhook shows no error; its live data shows each uplink forwarded.</>],
    fails: [
      {
        sign: 'The webhook reports 401 Unauthorized',
        fix:
          'The credential is wrong, revoked or of another kind of connection: check the header is exactly ' +
          '"Bearer <credential>", or issue a new credential on the connection\'s page and paste it.',
      },
      {
        sign: 'Nothing appears under Devices',
        fix:
          'Check that Uplink message is enabled with the path shown, and ' +
          'that the device is sending (its live data in The Things Stack).',
      },
      notStored,
    ],
  },
  {
    source: 'chirpstack',
    title: 'ChirpStack',
    summary: 'ChirpStack v4: the HTTP integration of an application.',
    before: 'A ChirpStack v4 application with your soil probes in it (a device profile with or without a codec).',
    steps: [
      connect('ChirpStack'),
      {
        title: 'Add the HTTP integration in ChirpStack',
        body: (
          <>
            Open the application, <strong>Integrations → HTTP → Add</strong>. Set <strong>Payload encoding</strong> to
            JSON, paste the <strong>Event endpoint URL</strong> from the connection's page, and add a header{' '}
            <code>Authorization</code> with the value <code>Bearer</code> followed by your credential. Submit.
            ChirpStack adds <code>?event=up</code> (and <code>status</code>, <code>join</code>, …) itself: uplinks are
            stored, status events give the battery, the others are answered and ignored. If the device profile has a
            codec, its decoded values are used; otherwise Fieldwise decodes the bytes itself.
          </>
        ),
      },
      pair,
    ],
    works,
    fails: [
      {
        sign: 'ChirpStack logs 401 for the integration',
        fix:
          'The credential is wrong or revoked: the header must be exactly "Bearer ' +
          '<credential>"; issue a new one on the connection\'s page if it was lost.',
      },
      {
        sign: 'Nothing appears under Devices',
        fix:
          'Check the payload encoding is JSON (not Protobuf) and that ' +
          'the URL is the one shown, without an event already in it.',
      },
      notStored,
    ],
  },
  {
    source: 'aws-iot',
    title: 'AWS IoT Core for LoRaWAN',
    summary: 'Your devices on AWS IoT Core for LoRaWAN: a destination whose rule sends each uplink to Fieldwise.',
    before:
      'Wireless devices in AWS IoT Core for LoRaWAN in the AWS account where Fieldwise ' +
      'runs, deployed with its AWS IoT option on (ask your operator).',
    steps: [
      {
        title: 'Connect the network in Fieldwise',
        body: (
          <>
            Open <strong>My Gateways</strong> and choose <strong>Connect a LoRaWAN network</strong>. Pick{' '}
            <strong>AWS IoT Core for LoRaWAN</strong>, give the connection a short id and a name, then{' '}
            <strong>Connect</strong>. No credential is involved here: only your deployment's own AWS account may publish
            to the connection's topic, so the topic says which connection an uplink came through.
          </>
        ),
      },
      {
        title: 'Point a destination at Fieldwise',
        body: (
          <>
            In AWS IoT Core for LoRaWAN add a <strong>destination</strong> with the name, the MQTT topic and the role
            shown on the connection's page (each with a Copy button); Fieldwise's topic rule takes every uplink
            published there. Assign the destination to the wireless devices. The payload always arrives as bytes:
            Fieldwise decodes it for the device type you choose when pairing.
          </>
        ),
      },
      pair,
    ],
    works,
    fails: [
      {
        sign: 'Nothing appears under Devices',
        fix:
          'Check that the destination publishes to exactly the topic shown (it ' +
          "names the connection's id) and that the devices use that destination.",
      },
      notStored,
    ],
  },
];
