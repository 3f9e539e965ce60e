import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants';
import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { PLAN_SENSOR_LIMITS, PLANS } from '@shared/subscription';
import { PageHeader } from '../../../components/page-header';
import { CONNECT_DOCS_PATH } from '../../../config/connect-docs';
import './overview.css';
import { DocSteps } from '../components/doc-steps';
import { TAGS } from '../content/rich';
import { useT, type T } from '../../../lib/i18n/use-t';
import { useFormat, type Format } from '../../../lib/i18n/use-format';

/** Depths as the app's soil and CSV forms take them (cm, whatever the person's units: probes are set in cm). */
const SOIL_DEPTHS = '25, 75, 125 cm';

/** The CSV's soil profile, top to bottom, in the person's units (the US file is in inches). */
const profileEnds = (f: Format) => ({ top: f.quantity('depth', 0), bottom: f.quantity('depth', 200) });

const stepsIn = (t: T, f: Format) => [
  {
    title: t('documentation.stepAccountTitle'),
    body: t.rich('documentation.stepAccountBody', {
      ...TAGS,
      signup: (chunks) => <Link to="/register">{chunks}</Link>,
    }),
  },
  { title: t('documentation.stepFarmsTitle'), body: t.rich('documentation.stepFarmsBody', TAGS) },
  {
    title: t('documentation.stepPairTitle'),
    body: t.rich('documentation.stepPairBody', {
      ...TAGS,
      connect: (chunks) => <Link to={CONNECT_DOCS_PATH}>{chunks}</Link>,
    }),
  },
  {
    title: t('documentation.stepZonesTitle'),
    body: t.rich('documentation.stepZonesBody', { ...TAGS, depths: SOIL_DEPTHS }),
  },
  {
    title: t('documentation.stepReadingsTitle'),
    body: t.rich('documentation.stepReadingsBody', { ...TAGS, ...profileEnds(f) }),
  },
];

/** Everything a grower can use: said plainly, so nobody looks for a page that is not there. */
const featuresIn = (t: T, f: Format) => [
  t('documentation.featureManage'),
  t('documentation.featureProbes'),
  t('documentation.featureDashboards'),
  t('documentation.featureForecasts'),
  t('documentation.featureReadings', profileEnds(f)),
  t('documentation.featureReport'),
  t('documentation.featureAlerts'),
  t('documentation.featurePayments'),
  t('documentation.featureSettings'),
  t('documentation.featureAdmin'),
];

/** /documentation/getting-started/overview: what a grower does first, in order. */
export function GettingStartedOverviewRoute() {
  const { hash } = useLocation();
  const t = useT();
  const f = useFormat();
  // The footer's About Us link points at #about: bring it into view once the page has rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="docs">
      <p className="docs__eyebrow">{t('documentation.eyebrowGettingStarted')}</p>
      <PageHeader
        title={t('documentation.overviewTitle')}
        description={t('documentation.overviewDescription', { product: PRODUCT_NAME })}
      />
      <DocSteps steps={stepsIn(t, f)} />
      <section className="docs__section" aria-labelledby="docs-status">
        <h2 id="docs-status">{t('documentation.whatYouCanUse')}</h2>
        <ul>
          {featuresIn(t, f).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section className="docs__section" aria-labelledby="docs-subscription">
        <h2 id="docs-subscription">{t('documentation.subscriptionTitle')}</h2>
        <p>
          {t.rich('documentation.subscriptionBody', {
            ...TAGS,
            plans: PLANS.map((p) =>
              t('documentation.planLimit', { plan: t(PLAN_KEYS[p]), count: PLAN_SENSOR_LIMITS[p] }),
            ).join(', '),
          })}
        </p>
      </section>
      <section id="about" className="docs__section" aria-labelledby="docs-about">
        <h2 id="docs-about">{t('documentation.aboutTitle')}</h2>
        <p>{t('documentation.aboutBody', { product: PRODUCT_NAME })}</p>
        <p>
          {t.rich('documentation.aboutContact', {
            email: SUPPORT_EMAIL,
            mail: (chunks) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
          })}
        </p>
      </section>
    </article>
  );
}
