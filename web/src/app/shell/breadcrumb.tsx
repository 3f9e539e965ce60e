import { Fragment, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { myFarmsQueryOptions } from '../../api/teams';
import { useAuth } from '../../lib/auth/auth-provider';
import { useT } from '../../lib/i18n/use-t';
import { breadcrumbFor, segmentWords } from './breadcrumb-trail';

/** The trail of the current path; every segment links to its own level. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const { auth } = useAuth();
  const t = useT();
  const words = useMemo(() => segmentWords(t), [t]);
  // A farm's page (its members, its audit log) names the farm, not its id.
  const farms = useQuery({ ...myFarmsQueryOptions(), enabled: /\/fm_/.test(pathname) });
  const names = useMemo(
    () => new Map((Array.isArray(farms.data) ? farms.data : []).map((f) => [f.farm_id, f.name])),
    [farms.data],
  );
  const crumbs = breadcrumbFor(pathname, { isAdmin: auth.isAdmin, names, words });
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <Fragment key={crumb.to}>
              <li>
                <Link
                  to={crumb.to}
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'breadcrumb__current' : undefined}
                >
                  {crumb.label}
                </Link>
              </li>
              {last ? null : (
                <li className="breadcrumb__sep" aria-hidden="true">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
