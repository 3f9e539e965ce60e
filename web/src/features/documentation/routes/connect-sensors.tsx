/**
 * /documentation/connect-your-sensors and one page per guide under it: how sensors that do not
 * speak Fieldwise's own ingest API reach it (a LoRaWAN network server pushing uplinks, or a vendor
 * cloud Fieldwise pulls), which depths map where, and why an uplink may be kept aside.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PARK_REASONS } from '@shared/lorawan/views';
import { PARK_REASON_KEYS } from '@shared/i18n/labels/lorawan';
import { DEPTHS_CM, DEPTH_TOLERANCE_CM } from '@shared/readings/depths';
import { PageHeader } from '../../../components/page-header';
import { NotFoundContent } from '../../../app/routes/status-pages';
import { CONNECT_DOCS_PATH, connectDocPath } from '../../../config/connect-docs';
import { connectGuides, guideBySlug } from '../content/guides';
import type { ConnectGuide } from '../content/guide';
import './overview.css';
import { DocSteps } from '../components/doc-steps';
import { TAGS } from '../content/rich';
import { useT } from '../../../lib/i18n/use-t';

/** The depths Fieldwise charts: in cm in every language and unit system, as probes are set up and sold. */
const DEPTH_LIST = `${DEPTHS_CM.join(', ')} cm`;

function DepthMapping() {
  const t = useT();
  return (
    <section className="docs__section" aria-labelledby="docs-depths">
      <h2 id="docs-depths">{t('documentation.depthsTitle')}</h2>
      <p>{t('documentation.depthsBody', { depths: DEPTH_LIST, tolerance: `${DEPTH_TOLERANCE_CM} cm` })}</p>
    </section>
  );
}

function KeptAside() {
  const t = useT();
  return (
    <section className="docs__section" aria-labelledby="docs-parked">
      <h2 id="docs-parked">{t('documentation.keptTitle')}</h2>
      <p>{t.rich('documentation.keptBody', TAGS)}</p>
      <dl className="docs__reasons">
        {PARK_REASONS.map((r) => (
          <div key={r}>
            <dt>{t(PARK_REASON_KEYS[r].label)}</dt>
            <dd>{t(PARK_REASON_KEYS[r].action)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /documentation/connect-your-sensors: the ways in, then the rules every guide shares. */
export function ConnectSensorsRoute() {
  const t = useT();
  const guides = useMemo(() => connectGuides(t), [t]);
  return (
    <article className="docs">
      <p className="docs__eyebrow">{t('documentation.eyebrowDocs')}</p>
      <PageHeader title={t('documentation.connectTitle')} description={t('documentation.connectDescription')} />
      <ul className="docs__guides">
        {guides.map((g) => (
          <li key={g.source}>
            <Link to={connectDocPath(g.source)}>{g.title}</Link> — {g.summary}
          </li>
        ))}
      </ul>
      <DepthMapping />
      <KeptAside />
    </article>
  );
}

function Guide({ guide, guides }: { guide: ConnectGuide; guides: readonly ConnectGuide[] }) {
  const t = useT();
  return (
    <article className="docs">
      <p className="docs__eyebrow">
        <Link to={CONNECT_DOCS_PATH}>{t('documentation.connectTitle')}</Link>
      </p>
      <PageHeader title={t('documentation.guideTitle', { title: guide.title })} description={guide.summary} />
      <p>{t.rich('documentation.youNeed', { ...TAGS, before: guide.before })}</p>
      <DocSteps steps={guide.steps} />
      <section className="docs__section" aria-labelledby="docs-works">
        <h2 id="docs-works">{t('documentation.worksTitle')}</h2>
        <ul>
          {guide.works.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      </section>
      <section className="docs__section" aria-labelledby="docs-fails">
        <h2 id="docs-fails">{t('documentation.failsTitle')}</h2>
        <dl className="docs__reasons">
          {guide.fails.map((f) => (
            <div key={f.sign}>
              <dt>{f.sign}</dt>
              <dd>{f.fix}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DepthMapping />
      <p className="docs__section">
        {t.rich('documentation.otherWays', {
          guides: guides
            .filter((g) => g.source !== guide.source)
            .map((g, i) => (
              <span key={g.source}>
                {i ? ', ' : ''}
                <Link to={connectDocPath(g.source)}>{g.title}</Link>
              </span>
            )),
        })}
      </p>
    </article>
  );
}

/** /documentation/connect-your-sensors/:guide */
export function ConnectGuideRoute() {
  const { guide = '' } = useParams();
  const t = useT();
  const guides = useMemo(() => connectGuides(t), [t]);
  const found = guideBySlug(guides, guide);
  return found ? <Guide guide={found} guides={guides} /> : <NotFoundContent />;
}
