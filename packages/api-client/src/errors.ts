/** Every French error text of the API client (spec section 8). */
export const apiMessages = {
  unknown: "Une erreur inconnue s'est produite",
  httpStatus: (status: number) => `Erreur HTTP ${status}`,
  unavailable: 'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
  unexpectedResponse: 'Réponse inattendue du serveur.',
} as const;

/** One field the server refused: its path in the body sent, and the French message. */
export interface ApiFieldIssue {
  path: readonly (string | number)[];
  message: string;
}

/** A failed call: the server's message, the HTTP status text, or the network failure's own message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The refused fields of a 400, each by its path in the body sent, when the server names them. */
    readonly issues: readonly ApiFieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is a failed call. Checked by name, not with `instanceof`: screens read this
 * module through `@lapm/api-client/errors`, a copy bundled with them so that they can start
 * without the client (ky, zod and the schemas), while the client that threw is the shared one.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

const networkFailurePatterns = [
  'failed to fetch',
  'networkerror',
  'network error',
  'typeerror',
  'load failed',
];

/**
 * Register and both reset screens turn a browser's network failure text into one
 * French sentence (spec section 8); any other text is shown as is.
 */
export function describeFailure(message: string): string {
  const lower = message.toLowerCase();
  return networkFailurePatterns.some((pattern) => lower.includes(pattern))
    ? apiMessages.unavailable
    : message;
}
