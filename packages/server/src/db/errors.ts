/** Drizzle wraps driver errors: the PostgreSQL SQLSTATE is on the error or on its cause. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The SQLSTATE of a database error and the schema names it concerns, never its message or detail,
 * which quote the rows' values. Undefined when the error did not come from PostgreSQL.
 */
export function sqlStateDetails(error: unknown): Record<string, string> | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const fields = e as Record<string, unknown>;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      const details: Record<string, string> = { sqlState: fields.code };
      for (const name of ['constraint', 'table', 'column', 'routine']) {
        if (typeof fields[name] === 'string') details[name] = fields[name] as string;
      }
      return details;
    }
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/** A row an exclusion constraint keeps out (a booking over another's time). */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
/** A reference to a missing row (23503), or a delete of a row still referenced under RESTRICT (23001). */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(sqlState(error) ?? '');

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database cannot be reached or refuses work for now (stopped, restarting, too many clients):
 * a network error of the driver, a connection-class SQLSTATE (08…), an operator intervention
 * (57P…) or a connection pool that lost its server. Nothing the visitor did wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^(08|57P|53300)/.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(message)
    ) {
      return true;
    }
  }
  return false;
}
