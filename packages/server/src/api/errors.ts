import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';

/** An error whose message is meant for the visitor, in French, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Which fields are refused (a form puts each message under its field): the zod issues' paths. */
    readonly issues?: readonly FieldIssue[],
  ) {
    super(message);
  }
}

/** A body refused by its schema, every refused field named (a form shows each under its field). */
export function invalidBody(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
  return new HttpError(400, issues[0]?.message ?? 'Requête invalide.', {}, issues);
}

/** One refused field of a request body: its path in the body and the French message. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte.',
  FST_ERR_BAD_URL: "L'adresse demandée n'est pas valide.",
};

/**
 * Every failure answers `{ message }` in French: the first validation issue for bad input (the
 * shared schemas carry the spec's wording), a generic text for anything unexpected. Never a stack.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ message: error.validation[0]?.message ?? 'Requête invalide.' });
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
  }
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known && error.statusCode) {
    return reply.code(error.statusCode).send({ message: known });
  }
  if (error.statusCode && error.statusCode < 500) {
    request.log.info({ err: error }, 'requête refusée');
    return reply.code(error.statusCode).send({ message: 'Requête invalide.' });
  }
  if (isDatabaseUnavailable(error)) {
    // The pool reconnects by itself once the database is back: the visitor only has to retry.
    request.log.error({ err: error }, 'base de données injoignable');
    return reply.code(503).header('retry-after', '10').send({
      message: 'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.',
    });
  }
  request.log.error({ err: error }, 'erreur interne');
  return reply.code(500).send({ message: 'Une erreur interne est survenue. Merci de réessayer plus tard.' });
}
