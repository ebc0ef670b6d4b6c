import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { loadTypefaces } from './typefaces';

const typefacesOn = () => document.documentElement.hasAttribute('data-fonts');

/** The browser's font set, its downloads finished when `arrive` is called. */
function fontsArriving() {
  let arrive = () => {};
  const downloaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = rstest.fn(() => downloaded.then(() => []));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  return { arrive, load };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-fonts');
  localStorage.clear();
});

describe('the typefaces of a first visit', () => {
  it('are drawn on the page on screen once downloaded, and remembered for the next page loads', async () => {
    const { arrive, load } = fontsArriving();
    const loading = loadTypefaces();
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(typefacesOn()).toBe(false);
    arrive();
    await loading;
    expect(typefacesOn()).toBe(true);
    expect(localStorage.getItem('lapm-fonts')).toBe('1');
  });

  it('leave the fallbacks when a download fails', async () => {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: () => Promise.reject(new Error('NetworkError')) },
    });
    await expect(loadTypefaces()).rejects.toThrow();
    expect(typefacesOn()).toBe(false);
    expect(localStorage.getItem('lapm-fonts')).toBeNull();
  });
});
