import { galleryRoute, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import type { Config } from '../config';
import { createAssets } from './assets';

const remoteUrl = 'http://127.0.0.1:1/remotes/account/mf-manifest.json';
const config = {
  webRoot: '/nowhere',
  remotes: { account: { url: remoteUrl } },
} as unknown as Config;

const css = (name: string) => `static/css/async/${name}.css`;

/** The account remote's manifest as its build writes it: the gallery's later files name another screen's. */
const manifest = {
  exposes: [
    {
      name: 'Gallery',
      assets: {
        css: {
          sync: [css('__federation_expose_Gallery.d920594531')],
          async: [
            css('ui-kit.4485d57e86'),
            css('__federation_expose_MoveBooking.0a890b2d9a'),
            css('y.1234abcd'),
          ],
        },
      },
    },
  ],
};

describe('a screen drawn by the server', () => {
  it('blocks its first paint on its own stylesheets, never on another screen’s', async () => {
    const assets = createAssets(config, async () => JSON.stringify(manifest));
    const route = routeTable.find((entry) => entry.path === galleryRoute);
    if (!route) throw new Error('no gallery route');
    const stylesheets = await assets.screenStylesheets(route, '1');
    expect(stylesheets?.map((stylesheet) => stylesheet.href)).toEqual([
      'http://127.0.0.1:1/remotes/account/static/css/async/__federation_expose_Gallery.d920594531.css',
      'http://127.0.0.1:1/remotes/account/static/css/async/ui-kit.4485d57e86.css',
      'http://127.0.0.1:1/remotes/account/static/css/async/y.1234abcd.css',
    ]);
  });
});
