/** Every French error text of the API client (spec section 8). */
export const apiMessages = {
  unknown: "Une erreur inconnue s'est produite",
  httpStatus: (status: number) => `Erreur HTTP ${status}`,
  unavailable: 'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
  unexpectedResponse: 'Réponse inattendue du serveur.',
} as const;

/** A failed call: the server's message, the HTTP status text, or the network failure's own message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
