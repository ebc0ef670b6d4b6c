import { describe, expect, it } from '@rstest/core';
import { Window } from 'happy-dom';
import { APP_START_SCRIPT } from './index';
import { START_NAMES } from './names';
import { START_AFTER_MS } from './start-app';

/** A page as the server sends it, the start script run in it as the browser runs it: the compiled string. */
function page({ fontsCached = false, photo = true } = {}) {
  const window = new Window({
    url: 'https://lapm.test/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  if (fontsCached) window.localStorage.setItem(START_NAMES.fontsCachedKey, '1');
  window.document.write(
    `<!doctype html><html><head></head><body><main><h1>Portraits</h1>` +
      (photo ? '<img src="/photo.webp" alt="" fetchpriority="high">' : '') +
      '</main>' +
      `<script type="application/json" id="${START_NAMES.listId}">["/static/js/a.js","/static/js/b.js"]</script>` +
      '</body></html>',
  );
  (window as unknown as { eval(code: string): void }).eval(APP_START_SCRIPT);
  const asked = () =>
    [...window.document.head.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));
  return { window, asked };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the start script of a server-rendered page', () => {
  it('asks for nothing until the visitor acts, then for the app’s scripts in order, to run in order', async () => {
    const { window, asked } = page();
    await pause(50);
    expect(asked()).toEqual([]);
    window.dispatchEvent(new window.PointerEvent('pointerdown'));
    await pause(50);
    expect(asked()).toEqual([
      { src: '/static/js/a.js', async: false },
      { src: '/static/js/b.js', async: false },
    ]);
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    await pause(50);
    expect(asked()).toHaveLength(2);
    await window.happyDOM.close();
  });

  it('starts the app by itself when nothing happens', async () => {
    const { window, asked } = page();
    await pause(START_AFTER_MS + 200);
    expect(asked().map((script) => script.src)).toEqual(['/static/js/a.js', '/static/js/b.js']);
    await window.happyDOM.close();
  });

  it('starts the app once the page has loaded when there is no photo to wait for', async () => {
    // happy-dom has no paint timing API, as some browsers: the page's load is the signal.
    const { window, asked } = page({ photo: false });
    await pause(500);
    expect(asked()).toHaveLength(2);
    await window.happyDOM.close();
  });

  it('switches the typefaces on at once for a returning visitor only', async () => {
    const returning = page({ fontsCached: true });
    const first = page();
    expect(returning.window.document.documentElement.hasAttribute(START_NAMES.fontsAttribute)).toBe(true);
    expect(first.window.document.documentElement.hasAttribute(START_NAMES.fontsAttribute)).toBe(false);
    await returning.window.happyDOM.close();
    await first.window.happyDOM.close();
  });
});

describe('the thumbnails of a server-rendered gallery', () => {
  /** The start script run in the head, then the body parsed after it: the cover, then a thumbnail. */
  async function gallery() {
    const window = new Window({
      url: 'https://lapm.test/galerie/1',
      settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
    });
    // happy-dom builds a written document whole: the script is run once it has loaded, then the
    // body is inserted after it as a parser would.
    window.document.write('<!doctype html><html><head></head><body></body></html>');
    await pause(50);
    (window as unknown as { eval(code: string): void }).eval(APP_START_SCRIPT);
    window.document.body.innerHTML =
      // The cover without its address: the test says when it has come (happy-dom loads nothing).
      '<img id="cover" alt="" fetchpriority="high">' +
      '<a href="/p/1.jpg"><picture><source type="image/webp" srcset="/p/1-480.webp 480w, /p/1-960.webp 960w">' +
      '<img id="thumb" src="/p/1-640.jpg" srcset="/p/1-480.jpg 480w" alt="BANC_1.jpg" loading="lazy" fetchpriority="low">' +
      '</picture></a>';
    await pause(0);
    const document = window.document;
    const addresses = () => ({
      source: document.querySelector('source')?.getAttribute('srcset'),
      src: document.getElementById('thumb')?.getAttribute('src'),
      srcset: document.getElementById('thumb')?.getAttribute('srcset'),
    });
    return { window, addresses };
  }
  const asServed = {
    source: '/p/1-480.webp 480w, /p/1-960.webp 960w',
    src: '/p/1-640.jpg',
    srcset: '/p/1-480.jpg 480w',
  };

  it('are asked for only once the cover has come', async () => {
    const { window, addresses } = await gallery();
    expect(addresses()).toEqual({
      source: null,
      src: expect.stringMatching(/^data:image\/gif/),
      srcset: null,
    });
    window.document.getElementById('cover')?.dispatchEvent(new window.Event('load'));
    expect(addresses()).toEqual(asServed);
    await window.happyDOM.close();
  });

  it('are asked for at once when the visitor scrolls or taps before the cover has come', async () => {
    for (const event of ['scroll', 'pointerdown'] as const) {
      const { window, addresses } = await gallery();
      window.dispatchEvent(new window.Event(event));
      expect(addresses()).toEqual(asServed);
      await window.happyDOM.close();
    }
  });
});
