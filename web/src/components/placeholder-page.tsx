import { Card } from './card';
import { PageHeader } from './page-header';
import { useT } from '../lib/i18n/use-t';
import './placeholder-page.css';

interface PlaceholderPageProps {
  title: string;
  /** One line: what will appear on this page. */
  summary: string;
}

/** A page whose content a later release delivers: its real title and what it will show. */
export function PlaceholderPage({ title, summary }: PlaceholderPageProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} description={summary} />
      <Card className="placeholder">
        <svg className="placeholder__art" viewBox="0 0 120 60" aria-hidden="true" focusable="false">
          <path d="M0 44c20-10 40-10 60 0s40 10 60 0v16H0Z" fill="#c9e4cf" />
          <path d="M0 50c22-7 42-7 60 0s38 7 60 0v10H0Z" fill="#3f9460" />
          <path
            d="M60 14v26M60 22c-6-6-12-6-14-2 4 3 9 4 14 2Zm0-4c5-6 11-7 14-3-4 4-9 5-14 3Z"
            stroke="#28653f"
            strokeWidth="2"
            fill="#3f9460"
          />
        </svg>
        <p className="placeholder__text">{t('components.placeholderText')}</p>
      </Card>
    </>
  );
}
