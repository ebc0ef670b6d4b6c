import { describeFailure, isApiError } from '@lapm/api-client/errors';
import type { MessageResponse } from '@lapm/contracts';
import type { Outcome } from '@lapm/forms';
import { fr } from '../../i18n/fr';

/**
 * Register and both reset screens (spec section 8): an error string in the answer
 * (data.error, then error) is shown as is with no success text; otherwise the
 * answer's message, or the screen's default success text.
 */
export function outcomeOf(response: MessageResponse, successDefault: string): Outcome {
  const error = response.data?.error ?? response.error;
  if (error) return { kind: 'error', text: error };
  return { kind: 'success', text: response.data?.message ?? response.message ?? successDefault };
}

/**
 * A failed call: the API client's text, with the browser's network failures turned
 * into the "server unavailable" sentence. Anything else is a bug on our side, shown
 * as the spec's unexpected error rather than a raw exception text.
 */
export function failureText(error: unknown): string {
  return isApiError(error) ? describeFailure(error.message) : fr.common.unexpected;
}
