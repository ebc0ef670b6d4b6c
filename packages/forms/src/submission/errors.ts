import { apiMessages, isApiError } from '@lapm/api-client/errors';

/** The text to show for a failed call: the API client already words it in French. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : apiMessages.unknown;
}

/** HTTP status of a failed call, to tell "not found" from other failures. */
export function errorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}
