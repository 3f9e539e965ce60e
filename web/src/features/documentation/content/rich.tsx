/** The tags the guides' messages use, as React: <b>, <em>, <code>. */
import type { ReactNode } from 'react';

export const TAGS = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode[]) => <em>{chunks}</em>,
  code: (chunks: ReactNode[]) => <code>{chunks}</code>,
};
