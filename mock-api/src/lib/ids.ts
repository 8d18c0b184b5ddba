// Random identifiers and password hashing. Ids are made when a command runs and stored in its event,
// so replaying the log never calls these.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const uuid = (): string => randomUUID();

/** A short random id with a readable prefix, e.g. `l_3f9a0c1d2e4b`. */
export const shortId = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

/** An opaque bearer or reset token. */
export const token = (): string => randomBytes(24).toString('base64url');

/** Mock data only: a salted SHA-256 keeps plain passwords out of the event log, nothing more. */
export const hashPassword = (password: string): string =>
  createHash('sha256').update(`etalage-mock:${password}`).digest('hex');
