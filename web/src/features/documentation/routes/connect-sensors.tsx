/**
 * /documentation/connect-your-sensors and one page per guide under it: how sensors that do not
 * speak Fieldwise's own ingest API reach it (a LoRaWAN network server pushing uplinks, or a vendor
 * cloud Fieldwise pulls), which depths map where, and why an uplink may be kept aside.
 */
import { Link, useParams } from 'react-router-dom';
import { PARK_REASONS } from '@shared/lorawan/views';
import { PARK_REASON_TEXT } from '@shared/lorawan/park-reason-text';
import { DEPTHS_CM, DEPTH_TOLERANCE_CM } from '@shared/readings/depths';
import { PageHeader } from '../../../components/page-header';
import { NotFoundContent } from '../../../app/routes/status-pages';
import { CONNECT_DOCS_PATH, connectDocPath } from '../../../config/connect-docs';
import { connectGuides, guideBySlug } from '../content/guides';
import type { ConnectGuide } from '../content/guide';
import './overview.css';
import { DocSteps } from '../components/doc-steps';

function DepthMapping() {
  return (
    <section className="docs__section" aria-labelledby="docs-depths">
      <h2 id="docs-depths">Which depths map where</h2>
      <p>
        Fieldwise charts, forecasts and advises at {DEPTHS_CM.join(', ')} cm. A depth a device measures within{' '}
        {DEPTH_TOLERANCE_CM} cm of one of them is shown at the nearest (a probe's 20 cm at 10 cm, its 40 and 60 cm at 50
        cm, 90 or 110 cm at 100 cm); any other depth (30, 70, 80 cm…) is kept only in the raw archive: the payload
        stored with each reading, which can be decoded again. A one-depth device counts at the depth you give when
        pairing it, so three at 10, 50 and 100 cm make one full probe.
      </p>
    </section>
  );
}

function KeptAside() {
  return (
    <section className="docs__section" aria-labelledby="docs-parked">
      <h2 id="docs-parked">When an uplink is kept aside</h2>
      <p>
        Fieldwise answers your network server OK even when it cannot store an uplink, so the server never disables the
        integration. The uplink is kept aside instead and shown on the connection's page under{' '}
        <strong>Uplinks kept aside</strong>, with its time and payload:
      </p>
      <dl className="docs__reasons">
        {PARK_REASONS.map((r) => (
          <div key={r}>
            <dt>{PARK_REASON_TEXT[r].label}</dt>
            <dd>{PARK_REASON_TEXT[r].action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /documentation/connect-your-sensors: the ways in, then the rules every guide shares. */
export function ConnectSensorsRoute() {
  return (
    <article className="docs">
      <p className="docs__eyebrow">Documentation</p>
      <PageHeader
        title="Connect your sensors"
        description={
          "Soil probes you already own reach Fieldwise through their LoRaWAN network server or their vendor's " +
          'cloud. Pick yours:'
        }
      />
      <ul className="docs__guides">
        {connectGuides.map((g) => (
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

function Guide({ guide }: { guide: ConnectGuide }) {
  return (
    <article className="docs">
      <p className="docs__eyebrow">
        <Link to={CONNECT_DOCS_PATH}>Connect your sensors</Link>
      </p>
      <PageHeader title={`Connect ${guide.title}`} description={guide.summary} />
      <p>
        <strong>You need:</strong> {guide.before}
      </p>
      <DocSteps steps={guide.steps} />
      <section className="docs__section" aria-labelledby="docs-works">
        <h2 id="docs-works">When it works</h2>
        <ul>
          {guide.works.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      </section>
      <section className="docs__section" aria-labelledby="docs-fails">
        <h2 id="docs-fails">When it does not</h2>
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
        Other ways in:{' '}
        {connectGuides
          .filter((g) => g !== guide)
          .map((g, i) => (
            <span key={g.source}>
              {i ? ', ' : ''}
              <Link to={connectDocPath(g.source)}>{g.title}</Link>
            </span>
          ))}
        .
      </p>
    </article>
  );
}

/** /documentation/connect-your-sensors/:guide */
export function ConnectGuideRoute() {
  const { guide = '' } = useParams();
  const found = guideBySlug(guide);
  return found ? <Guide guide={found} /> : <NotFoundContent />;
}
