/**
 * What a call of a contract route sends and answers, as types only (no transport): the web client
 * (client.ts) is typed by these, and the compile-time contract tests check them without a DOM.
 */
import type * as z from 'zod';
import type { RouteContract } from '@shared/contract';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of route R sends: only the parts its contract declares (all of them required). */
export type CallInput<R extends RouteContract> = (R extends { params: z.ZodType }
  ? { params: InputOf<R['params']> }
  : { params?: never }) &
  (R extends { query: z.ZodType } ? { query?: InputOf<R['query']> } : { query?: never }) &
  (R extends { body: z.ZodType } ? { body: InputOf<R['body']> } : { body?: never }) & {
    /** Send the body as a form (application/x-www-form-urlencoded), as the spec's older pages do. */
    form?: boolean;
    signal?: AbortSignal;
  };

/** What a call of route R answers: the answer schema's output, the text of a CSV, or a zip's bytes. */
export type CallAnswer<R extends RouteContract> = R extends { raw: 'application/zip' }
  ? Blob
  : R extends { raw: string }
    ? string
    : z.output<R['answer']>;
