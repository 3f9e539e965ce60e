import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { PageHeader } from '../../../components/page-header';
import './overview.css';

const steps = [
  {
    title: 'Create your account',
    body: (
      <>
        <Link to="/register">Sign up</Link> with a username, your email and a password. We email you a verification code: enter it to
        confirm the account, then log in. New accounts start with a Full subscription for one year.
      </>
    ),
  },
  {
    title: 'Add your farms and fields',
    body: (
      <>
        Under <strong>My Farms and Fields</strong>, name a farm and a field, then draw the field's boundary on the satellite map. A farm is
        created with its first field.
      </>
    ),
  },
  {
    title: 'Pair your gateway and sensors',
    body: (
      <>
        Under <strong>My Sensors</strong>, pick the field: the app finds its gateways and puts them in pairing mode. Pairing takes about 60
        seconds; a sensor flashes twice when it has joined. Enter the sensor's id and drop a marker where it is installed.
      </>
    ),
  },
  {
    title: 'Describe your irrigation zones',
    body: (
      <>
        Under <strong>My Irrigation Zones</strong>, outline each zone and choose its crop and the soil type at 25, 75 and 125 cm. Wilting
        point, field capacity and saturation are filled in from the soil type; adjust them if you know your soil better.
      </>
    ),
  },
  {
    title: 'See your readings',
    body: (
      <>
        Each sensor's latest reading (moisture at 10 cm and battery) shows under <strong>My Sensors</strong>, beside a map of the field. The
        readings themselves, calibrated to percent at 10, 50 and 100 cm with soil temperature and battery, are kept and can be downloaded
        as CSV (below).
      </>
    ),
  },
];

/** What a grower can use today, and what is being built: said plainly, so nobody looks for a page that is not there yet. */
const today = [
  'Farms, fields, irrigation zones, gateways and sensors, managed from your phone or computer.',
  "Every sensor's readings, calibrated and checked, through the readings API; a sensor's soil profile from 0 to 200 cm as a CSV file for any period.",
  'For administrators: calibration formulas, and the Prediction data page with an Excel download.',
];
const coming = [
  'The dashboards: moisture, temperature and battery over time with the wilting point, field capacity and saturation bands.',
  'Local weather, evaporation and soil-moisture forecasts (being built now).',
  'A CSV download button on the dashboard, and a PDF report of a field for a chosen period.',
  'Alerts (low battery, dry soil) and online payment of the subscription.',
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
        description={`${PRODUCT_NAME} tells you how much water is in your soil, where, and what is coming — so you irrigate when the crop needs it, not by the calendar.`}
      />
      <ol className="docs__steps">
        {steps.map((step, i) => (
          <li key={step.title} className="docs__step">
            <span className="docs__step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="docs__step-title">{step.title}</h2>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="docs__section" aria-labelledby="docs-status">
        <h2 id="docs-status">What works today, and what is coming</h2>
        <h3>Today</h3>
        <ul>
          {today.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <h3>Coming</h3>
        <ul>
          {coming.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className="docs__section" aria-labelledby="docs-subscription">
        <h2 id="docs-subscription">Your subscription</h2>
        <p>
          A subscription runs for a year and covers the management pages and, as they arrive, the dashboards. Your profile shows the expiry date and the days
          left; renew from <strong>Renew Subscription</strong> at any time — a renewal adds a year to the current expiry.
        </p>
      </section>
      <section id="about" className="docs__section" aria-labelledby="docs-about">
        <h2 id="docs-about">About us</h2>
        <p>
          {PRODUCT_NAME} is built by agronomists and engineers who work with growers on irrigation scheduling. Our soil-moisture forecasts
          are being checked against real field-station data before they reach your dashboard.
        </p>
        <p>
          Questions or feedback? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </article>
  );
}
