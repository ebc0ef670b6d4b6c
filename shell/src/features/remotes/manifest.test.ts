import { describe, expect, it } from '@rstest/core';
import { parseManifest } from './manifest';

describe('parseManifest', () => {
  it('keeps the remotes and gives the API its default base URL', () => {
    expect(parseManifest({ remotes: { blog: '/remotes/blog/mf-manifest.json' } })).toEqual({
      remotes: { blog: '/remotes/blog/mf-manifest.json' },
      apiBaseUrl: '/api',
    });
  });

  it('keeps an API base URL given by the manifest', () => {
    expect(parseManifest({ remotes: {}, apiBaseUrl: 'https://api.example' }).apiBaseUrl).toBe(
      'https://api.example',
    );
  });

  it.each([
    ['no object', null],
    ['no remotes', {}],
    ['remotes as a list', { remotes: [] }],
    ['an unknown remote', { remotes: { shop: '/x.json' } }],
    ['an address that is not text', { remotes: { blog: 1 } }],
    ['an API base URL that is not text', { remotes: {}, apiBaseUrl: 3 }],
  ])('refuses a manifest with %s', (_label, value) => {
    expect(() => parseManifest(value)).toThrow();
  });
});
