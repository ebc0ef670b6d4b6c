import { fieldLabelOf } from '@lapm/contracts';
import { z } from 'zod';

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
