import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/button';
import { useT } from '../../../lib/i18n/use-t';

/** A dashboard panel: its title, controls beside the title (a sensor dropdown, a button), its content. */
export function DashboardCard({
  title,
  controls,
  children,
  className,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={['card', 'dash-card', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="dash-card__header">
        <h2 id={titleId} className="dash-card__title">
          {title}
        </h2>
        {controls ? <div className="dash-card__controls">{controls}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A card's message when it has nothing to show: a bold line and what to do. */
export function CardMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="dash-message">
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
    </div>
  );
}

/** 'No Farms' on either dashboard: what the page would show, and the way to Management to add a field. */
export function NoFarmsCard({ text }: { text: string }) {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.yourFarms')}>
      <CardMessage title={t('dashboard.noFarms')}>{text}</CardMessage>
      <ButtonLink to="/app/Management/FieldManagement" variant="primary" size="sm">
        {t('dashboard.goToManagement')}
      </ButtonLink>
    </DashboardCard>
  );
}
