/** One "Connect your sensors" guide: what it connects, the steps, and the signs it works or not. */
import type { ReactNode } from 'react';
import type { ConnectSource } from '../../../config/connect-docs';

export interface ConnectGuide {
  source: ConnectSource;
  title: string;
  /** One line on the Connect your sensors page. */
  summary: string;
  /** What the grower needs before starting. */
  before: string;
  steps: { title: string; body: ReactNode }[];
  works: ReactNode[];
  fails: { sign: string; fix: ReactNode }[];
}
