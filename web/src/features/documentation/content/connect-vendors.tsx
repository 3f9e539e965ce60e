/**
 * The guides for probes that never touch LoRaWAN: Fieldwise pulls their readings from the
 * vendor's cloud on a schedule, with the grower's key (stored as a secret, never shown again).
 */
import type { ConnectGuide } from './guide';

const register = {
  title: 'Register the sensor in Fieldwise',
  body: (
    <>
      In <strong>My Sensors</strong>, register a sensor for the probe on its field and place it on the map (or use one
      you registered before). Its readings will come from the vendor's cloud.
    </>
  ),
};

const pulled = [
  <>
    The sensor's row under <strong>Vendor clouds</strong> says <em>Waiting for the first pull</em>, then{' '}
    <em>Working</em> with the time of the last pull; Fieldwise pulls every 15 minutes and fetches only what is new.
  </>,
  <>
    The Dashboard charts the probe's moisture and temperature at 10, 50 and 100 cm like any other sensor's; a page of
    data received twice is stored once.
  </>,
];

const revoked = {
  sign: 'The link says Key refused',
  fix:
    'The key was revoked or changed at the vendor: Unlink, then link again with a new key. You are told once, ' +
    'not at every pull.',
};

const failing = {
  sign: 'The link says Failing',
  fix: "The vendor's service did not answer or answered an error; Fieldwise tries again at the next pull.",
};

/** The dialog's first fields, the same for both clouds. */
const linkDialog = (cloud: string) => (
  <>
    In <strong>My Sensors</strong>, choose the field; under <strong>Vendor clouds</strong> choose{' '}
    <strong>Link a vendor cloud</strong>, then <strong>{cloud}</strong> as the vendor cloud and the sensor.
  </>
);

export const vendorGuides: ConnectGuide[] = [
  {
    source: 'irrimax',
    title: 'Sentek IrriMAX Live',
    summary: 'Sentek probes on IrriMAX Live: pulled with your API key and the logger name.',
    before: 'An IrriMAX Live account with its API key, and the name of the logger the probe reports through.',
    steps: [
      register,
      {
        title: 'Link IrriMAX Live',
        body: (
          <>
            {linkDialog('Sentek IrriMAX Live')} Paste the API key (IrriMAX Live → Settings → API), type the logger name
            as IrriMAX Live lists it, and check the site's time zone (your browser's is chosen): IrriMAX Live gives the
            logger's wall-clock time, turned into true time with that zone, daylight saving included.{' '}
            <strong>Link</strong>.
          </>
        ),
      },
    ],
    works: [
      ...pulled,
      <>
        The moisture columns <code>A1(5)</code>, <code>A2(15)</code>, … (sensor number and depth in cm) land at the
        depths described above; the temperature columns <code>T…</code> likewise.
      </>,
    ],
    fails: [
      revoked,
      failing,
      {
        sign: 'No readings after a pull',
        fix:
          'Check the logger name, and that the logger has uploaded to IrriMAX ' +
          'Live since the link was made; a gap at the vendor stays a gap.',
      },
      {
        sign: 'Readings an hour off',
        fix: "The site's time zone is wrong: Unlink, then link again with the zone where the logger is.",
      },
    ],
  },
  {
    source: 'zentra',
    title: 'METER ZENTRA Cloud',
    summary: 'METER loggers (TEROS sensors) on ZENTRA Cloud: pulled with your API token and the device serial.',
    before: 'A ZENTRA Cloud account with an API token, and the serial number of the logger (for example z6-01234).',
    steps: [
      register,
      {
        title: 'Link ZENTRA Cloud',
        body: (
          <>
            {linkDialog('METER ZENTRA Cloud')} Paste the API token (ZENTRA Cloud → API → Copy token), the logger's
            serial number, and the depth each port's sensor is installed at (ports 1, 2 and 3 at 10, 50 and 100 cm
            unless you change them). <strong>Link</strong>. Each pull asks ZENTRA Cloud only for the readings after the
            last one stored.
          </>
        ),
      },
    ],
    works: pulled,
    fails: [
      revoked,
      failing,
      {
        sign: 'No readings after a pull',
        fix: 'Check the serial number, and that the logger has uploaded to ZENTRA Cloud since the link was made.',
      },
    ],
  },
];
