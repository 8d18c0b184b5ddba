// The replies' contracts: every reply decoded with the codecs of its entry in the table. The storefront's server
// gives them to its API clients and checks the browser's replies with them in its `/api` proxy; the browser's
// bundle never imports this module (docs/decisions/browser-replies-checked-by-the-proxy.md).
import * as t from 'io-ts';
import { ErrorReply, decodeOrThrow, formatErrors, type Endpoint, type FieldError } from '../shared';
import { PayErrorReply } from '../checkout/contract';
import type { ReplyContracts } from './client';
import { endpoints } from './endpoints';

/** An error reply of a status the entry does not list: the plain envelope or a payment's. */
const AnyErrorReply = t.union([PayErrorReply, ErrorReply]);

/** The codec of a reply: `reply` for a success, else the one the entry lists for the status, or the envelope. */
export const replyCodec = (entry: Endpoint, status: number): t.Mixed =>
  status >= 200 && status < 300
    ? entry.reply
    : (entry.errors.find((error) => error.status === status)?.codec ?? AnyErrorReply);

/** What is wrong with a reply (one line per field), or null when it matches its entry. */
export const replyProblems = (entry: Endpoint, status: number, json: unknown): FieldError[] | null => {
  const result = replyCodec(entry, status).decode(json);
  return result._tag === 'Right' ? null : formatErrors(result.left);
};

/** The table's codecs, as the API client takes them. */
export const replyContracts: ReplyContracts = {
  reply: (name, json) => {
    const entry: Endpoint = endpoints[name];
    return decodeOrThrow(entry.reply, json, entry.path);
  },
  errorReply: (name, status, json) => {
    const entry: Endpoint = endpoints[name];
    const result = replyCodec(entry, status).decode(json);
    return result._tag === 'Right' ? (result.right as ErrorReply | PayErrorReply) : null;
  },
};
