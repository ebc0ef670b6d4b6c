import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { galleryServerForFile } from '../../testing/galleries';
import { galleryDownloads } from '../../testing/gallery-downloads';
import { WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_ALBUM } from './access';

/** Wrong download PINs, limited as wrong codes are (what the PIN opens: galleries-download-pin.test.ts). */
const setup = galleryServerForFile({ GALLERY_TRY_DELAY_MS: '50' });
const { albumWith, settle, pin } = galleryDownloads(setup);

describe('the download PIN', () => {
  it('limits wrong PINs as it limits wrong codes: per album and per address slowed', async () => {
    const first = await albumWith('pin-essais-un', [[600, 400]]);
    const second = await albumWith('pin-essais-deux', [[600, 400]]);
    for (const album of [first, second]) await settle(album.id, { downloadPin: '7777' });
    for (let i = 0; i < WRONG_CODES_PER_ALBUM; i++) {
      expect((await pin(first, String(1000 + i), setup.owner, '198.51.100.20')).status).toBe(401);
    }
    const slowed = await pin(first, '2000', setup.owner, '198.51.100.21');
    expect(slowed.status).toBe(401);
    expect(slowed.headers.get('retry-after')).not.toBeNull();
    // The right PIN always passes on the album...
    expect((await pin(first, '7777', setup.owner, '198.51.100.22')).status).toBe(200);
    // ...and from an address past its own limit, after a wait, one PIN at a time.
    for (let i = WRONG_CODES_PER_ALBUM; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await pin(second, String(3000 + i), setup.owner, '198.51.100.20')).status).toBe(401);
    }
    const [checked, turnedAway] = await Promise.all([
      pin(second, '4000', setup.owner, '198.51.100.20'),
      pin(second, '4001', setup.owner, '198.51.100.20'),
    ]);
    expect([checked.status, turnedAway.status].sort()).toEqual([401, 429]);
    const refused = checked.status === 429 ? checked : turnedAway;
    expect(refused.body.message).toBe(galleryMessages.oneTryAtATime);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await pin(second, '7777', setup.owner, '198.51.100.20')).status).toBe(200);
  });
});
