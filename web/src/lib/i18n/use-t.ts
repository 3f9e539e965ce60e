/**
 * `const t = useT(); t('home.title')`: a message of the shared catalogues in the person's language.
 * Keys are typed (a typo fails `tsc`); write each key as its full literal so the catalogue test
 * finds it. `t.rich` returns React nodes for messages with tags ("<b>{name}</b> invited you").
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@shared/i18n/catalogue';
import type { MessageValues } from '@shared/i18n/translator';

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface T {
  (key: MessageKey, values?: MessageValues): string;
  rich: (key: MessageKey, values: RichValues) => ReactNode;
}

export function useT(): T {
  const intl = useIntl();
  return useMemo(() => {
    const t = ((key: MessageKey, values?: MessageValues) =>
      intl.formatMessage({ id: key }, values as Record<string, string | number | boolean | Date>)) as T;
    t.rich = (key, values) => intl.formatMessage({ id: key }, values) as ReactNode;
    return t;
  }, [intl]);
}
