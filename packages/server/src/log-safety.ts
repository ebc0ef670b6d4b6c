import { stdSerializers } from 'pino';
import { sqlStateDetails } from './db/errors';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * What the logs keep of an error. The driver's message and detail quote the failed query's values
 * (e-mails, argon2 hashes, album codes) and a mail server's answer names its recipients: such
 * errors are reduced to their codes, without a stack that would repeat the message. Anything else
 * is a fault of the code itself, kept whole.
 */
export function serializeErrorSafely(error: unknown): SerializedError {
  const database = sqlStateDetails(error);
  if (database) {
    const where = database.constraint ? ` (${database.constraint})` : '';
    return {
      type: 'DatabaseError',
      message: `SQLSTATE ${database.sqlState}${where}`,
      stack: '',
      ...database,
    };
  }
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; code?: unknown; responseCode?: unknown; command?: unknown };
    if (e.responseCode !== undefined || e.command !== undefined || typeof e.code === 'string') {
      const code = String(e.code ?? e.responseCode);
      return {
        type: String(e.name ?? 'Error'),
        message: `code ${code}`,
        stack: '',
        code: e.code,
        responseCode: e.responseCode,
        command: e.command,
      };
    }
  }
  if (error instanceof Error) return stdSerializers.err(error) as SerializedError;
  return { type: typeof error, message: 'valeur levée qui n’est pas une erreur', stack: '' };
}
