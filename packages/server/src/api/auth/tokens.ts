import { createHash, randomBytes } from 'node:crypto';

/** A single-use link's secret: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored or used as a key: a database leak or a log gives no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
