/**
 * Why a vendor cloud's pulls fail, by code: the server writes its English through this table and
 * the web the reader's words, the vendor's own detail inside as it was said.
 */
import type { LinkErrorCode } from '../../vendor-clouds/links';
import { ENGLISH_MESSAGES, type MessageKey } from '../catalogue';
import { translatorFor, type MessageValues } from '../translator';

export const LINK_ERROR_KEYS: Readonly<Record<LinkErrorCode, MessageKey>> = {
  key_refused: 'management.vendorErrorKeyRefused',
  not_answering: 'management.vendorErrorNotAnswering',
  unreadable_answer: 'management.vendorErrorUnreadable',
  pull_failed: 'management.vendorErrorPullFailed',
};

export const linkErrorText = (
  code: LinkErrorCode,
  detail: string | null,
  t: (key: MessageKey, values?: MessageValues) => string,
) => t(LINK_ERROR_KEYS[code], { detail: detail ?? '' });

const english = translatorFor('en-AU', ENGLISH_MESSAGES).t;
/** The API's English. */
export const englishLinkError = (code: LinkErrorCode, detail: string | null) => linkErrorText(code, detail, english);
