import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { PLAN_SENSOR_LIMITS, planLabel, PLANS } from '@shared/subscription';
import { PageHeader } from '../../../components/page-header';
import { CONNECT_DOCS_PATH } from '../../../config/connect-docs';
import './overview.css';
import { DocSteps } from '../components/doc-steps';

const steps = [
  {
    title: 'Create your account',
    body: (
      <>
        <Link to="/register">Sign up</Link> with a username, your email and a password. We email you a verification
        code: enter it to confirm the account, then log in. New accounts start with a Full subscription for one year.
      </>
    ),
  },
  {
    title: 'Add your farms and fields',
    body: (
      <>
        Under <strong>My Farms and Fields</strong>, name a farm and a field, then draw the field's boundary on the
        satellite map. A farm is created with its first field.
      </>
    ),
  },
  {
    title: 'Pair your gateway and sensors',
    body: (
      <>
        Under <strong>My Sensors</strong>, pick the field: the app finds its gateways and puts them in pairing mode.
        Pairing takes about 60 seconds; a sensor flashes twice when it has joined. Enter the sensor's id and drop a
        marker where it is installed. Probes on The Things Stack, ChirpStack, AWS IoT Core for LoRaWAN, Sentek IrriMAX
        Live or METER ZENTRA Cloud: <Link to={CONNECT_DOCS_PATH}>Connect your sensors</Link>.
      </>
    ),
  },
  {
    title: 'Describe your irrigation zones',
    body: (
      <>
        Under <strong>My Irrigation Zones</strong>, outline each zone and choose its crop and the soil type at 25, 75
        and 125 cm. Wilting point, field capacity and saturation are filled in from the soil type; adjust them if you
        know your soil better.
      </>
    ),
  },
  {
    title: 'See your readings',
    body: (
      <>
        Open <strong>Dashboard</strong> and choose the farm and field: the map shows its sensors; pick one to read its
        Latest Record, or <strong>View Details</strong> for moisture and temperature over time against the wilting
        point, field capacity and saturation of its zone. <strong>Download CSV</strong> saves a sensor's soil profile
        from 0 to 200 cm for the days you choose. Each sensor's latest reading also shows under{' '}
        <strong>My Sensors</strong>.
      </>
    ),
  },
];

/** Everything a grower can use: said plainly, so nobody looks for a page that is not there. */
const features = [
  'Farms, fields, irrigation zones, gateways and sensors, managed from your phone or computer.',
  'Soil probes you already own: through The Things Stack, ChirpStack or AWS IoT Core for LoRaWAN (Dragino LSE01 ' +
    'and SE01-LB, Milesight EM500-SMTC, Decentlab DL-SMTP and DL-TRS12), or pulled from Sentek IrriMAX Live and ' +
    'METER ZENTRA Cloud.',
  'The dashboards: the home page (choose a farm and field, its map of sensors, the Latest Record of a sensor, ' +
    'evaporation, rainfall and the weather) and the detailed page (moisture and temperature over time for two ' +
    'sensors side by side, their depth profiles and battery).',
  'Soil moisture and temperature forecasts up to 72 hours ahead on the detailed dashboard, with earlier forecasts ' +
    'shown against what was measured.',
  "Every sensor's readings, calibrated and checked, through the readings API; a sensor's soil profile from 0 to 200 " +
    "cm as a CSV file for any period, from the dashboards' Download CSV button.",
  "A PDF report of a field for the days you choose, from the home dashboard's Download Report button: the map, each " +
    "zone's soil and a summary (days below wilting point and above field capacity, rain, evaporation, latest " +
    'moisture against the refill point), the evaporation chart and a chart for each of up to 12 sensors.',
  'Alerts by SMS, email and in the app: dry soil, a forecast that a zone will reach its refill point within a day, ' +
    'frost forecast at a field within 48 hours, low battery, silent sensors and gateways. The bell on the top bar ' +
    'opens your notifications; Alert preferences (in the account menu) choose which alerts come how, set each ' +
    "field's frost threshold and quiet hours, and mute a field for a while.",
  'Subscription payments by card under Renew Subscription; your profile lists your payments with their receipts.',
  'For administrators: calibration formulas, and the Prediction data page with an Excel download.',
];

/** /documentation/getting-started/overview: what a grower does first, in order. */
export function GettingStartedOverviewRoute() {
  const { hash } = useLocation();
  // The footer's About Us link points at #about: bring it into view once the page has rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="docs">
      <p className="docs__eyebrow">Getting started</p>
      <PageHeader
        title="Overview for growers"
        description={
          `${PRODUCT_NAME} tells you how much water is in your soil, where, and what is coming — so you irrigate ` +
          `when the crop needs it, not by the calendar.`
        }
      />
      <DocSteps steps={steps} />
      <section className="docs__section" aria-labelledby="docs-status">
        <h2 id="docs-status">What you can use</h2>
        <ul>
          {features.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className="docs__section" aria-labelledby="docs-subscription">
        <h2 id="docs-subscription">Your subscription</h2>
        <p>
          A subscription runs for a year and covers everything above; the plans differ in how many sensors they take (
          {PLANS.map((p) => `${planLabel(p)} ${PLAN_SENSOR_LIMITS[p]}`).join(', ')}). Your profile shows the expiry date
          and the days left; renew and pay by card from <strong>Renew Subscription</strong> at any time — a renewal adds
          a year to the current expiry.
        </p>
      </section>
      <section id="about" className="docs__section" aria-labelledby="docs-about">
        <h2 id="docs-about">About us</h2>
        <p>
          {PRODUCT_NAME} is built by agronomists and engineers who work with growers on irrigation scheduling. Our
          soil-moisture forecasts are checked against real field-station data, and your dashboard shows how earlier
          forecasts compared with what your sensors measured.
        </p>
        <p>
          Questions or feedback? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </article>
  );
}
