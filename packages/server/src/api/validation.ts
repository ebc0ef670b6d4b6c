import { fieldLabelOf } from '@lapm/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

/**
 * French wording for the rules the shared schemas leave to zod (a missing field, a wrong type, a
 * length limit). Messages written in the schemas themselves take precedence over this map.
 */
export function useFrenchValidationMessages() {
  z.config({
    customError: (issue) => {
      const key = issue.path?.at(-1);
      if (key === undefined) return 'Le corps de la requête doit être un objet JSON.';
      const field = fieldLabelOf(key);
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? `${field} est obligatoire.`
            : `${field} n'a pas le bon format.`;
        case 'too_big':
          return issue.origin === 'string'
            ? `${field} ne doit pas dépasser ${issue.maximum} caractères.`
            : `${field} est trop grand.`;
        case 'too_small':
          return issue.origin === 'string' ? `${field} est obligatoire.` : `${field} doit être positif.`;
        default:
          return `${field} est invalide.`;
      }
    },
  });
}

/** A NUL character anywhere in a body or a query: PostgreSQL's text cannot hold it. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  // Parsed JSON and forms only: an upload's stream or buffer is no text.
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null)
    return Object.values(value as object).some(holdsNul);
  return false;
}

/**
 * Refuses, before any handler, text the database would fail on: without this a NUL typed in an
 * access code or a search reached a query and answered 500. After validation, so that a field
 * whose schema refuses invisible characters says so in its own words.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    // An address's own segments are each checked by their route (an unknown article answers 404).
    if (holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, nulCharacterMessage);
    }
  });
}

export const nulCharacterMessage = 'Le texte envoyé contient un caractère non autorisé.';
