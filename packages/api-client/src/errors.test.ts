import { describe, expect, it } from '@rstest/core';
import { ApiError, isApiError } from './errors';

describe('isApiError', () => {
  it('knows a failed call thrown by another copy of the client, and nothing else', () => {
    // What the shared client throws, seen from a screen that bundles its own copy of this module.
    class OtherCopyApiError extends Error {
      readonly status = 503;
      constructor(message: string) {
        super(message);
        this.name = 'ApiError';
      }
    }
    expect(isApiError(new OtherCopyApiError('Erreur HTTP 503'))).toBe(true);
    expect(isApiError(new ApiError('Erreur HTTP 500', 500))).toBe(true);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', message: 'pas une erreur' })).toBe(false);
  });
});
