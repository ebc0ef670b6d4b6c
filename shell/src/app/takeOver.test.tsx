import { describe, expect, it } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, startTransition, use, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { takeOver } from './takeOver';

/** The server's screen of a gallery, as the page arrives. */
function servedPage() {
  const container = document.createElement('div');
  container.innerHTML =
    '<main><h1>Votre séance du 14 juin 2025</h1><a href="/p/1">Agrandir IMG_1.jpg</a></main>';
  document.body.replaceChildren(container);
  return container;
}

/** What the visitor can see: the page's text outside anything unseen. */
const seen = (container: HTMLElement) =>
  [...container.children]
    .filter((child) => !child.classList.contains('app-drawing'))
    .map((child) => child.textContent)
    .join('');

/** The app's code, on its way until the test lets it `arrive`. */
function onItsWay<T>() {
  let arrive: (value: T) => void = () => {};
  const code = new Promise<T>((resolve) => {
    arrive = resolve;
  });
  return { code, arrive };
}

/** The app taking over `container` with `screen`, as the gallery's page does: « Chargement... » while its code is on its way. */
const appTakingOver = (container: HTMLElement, screen: ReactNode) =>
  takeOver(container, (root) => {
    startTransition(() =>
      createRoot(root).render(
        <Suspense fallback={<p className="page-loading">Chargement...</p>}>{screen}</Suspense>,
      ),
    );
  });

/** Once the app has rendered what it can, unseen: its screen waits for its code. */
const drawnUntilItsCode = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('.app-drawing .page-loading')).not.toBeNull());

describe('the app taking over a screen the server rendered for its visitor', () => {
  it('keeps the server’s screen, never « Chargement... », until the app has drawn its own', async () => {
    const container = servedPage();
    const { code, arrive } = onItsWay<string>();
    function Screen() {
      return <h1>{use(code)}</h1>;
    }
    const seenMeanwhile: string[] = [];
    const observer = new MutationObserver(() => seenMeanwhile.push(seen(container)));
    observer.observe(container, { childList: true, subtree: true, attributes: true });
    let taken = false;
    const done = appTakingOver(container, <Screen />).then(() => {
      taken = true;
    });
    await drawnUntilItsCode(container);
    expect(taken).toBe(false);
    expect(seen(container)).toBe('Votre séance du 14 juin 2025Agrandir IMG_1.jpg');

    arrive('Votre séance du 14 juin 2025 (app)');
    await done;
    observer.disconnect();
    expect(taken).toBe(true);
    expect(container.textContent).toBe('Votre séance du 14 juin 2025 (app)');
    expect(seenMeanwhile.some((text) => text.includes('Chargement'))).toBe(false);
  });

  it('draws a page the server left empty at once, in its root', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await takeOver(container, (root) => {
      root.textContent = 'Connexion';
    });
    expect(container.textContent).toBe('Connexion');
  });
});

describe('a tap while the app draws itself', () => {
  it('holds a tap on the server’s screen meanwhile and gives it to the same link of the app’s', async () => {
    const container = servedPage();
    const { code, arrive } = onItsWay<boolean>();
    const opened: string[] = [];
    function Screen() {
      use(code);
      return (
        <a
          href="/p/1"
          onClick={(event) => {
            event.preventDefault();
            opened.push('visionneuse IMG_1.jpg');
          }}
        >
          Agrandir IMG_1.jpg
        </a>
      );
    }
    const done = appTakingOver(container, <Screen />);
    await drawnUntilItsCode(container);
    const servedLink = container.querySelector<HTMLAnchorElement>('main a');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    servedLink?.dispatchEvent(tap);
    // Not followed to the bare file, and not lost.
    expect(tap.defaultPrevented).toBe(true);
    expect(opened).toEqual([]);
    arrive(true);
    await done;
    expect(opened).toEqual(['visionneuse IMG_1.jpg']);
  });
});

describe('typing while the app draws itself', () => {
  it('gives what was typed in the server’s field to the app’s field of the same label, which reacts to it', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<main><label for="s-1">Rechercher une séance</label><input id="s-1" type="search" value="">' +
      '<label for="p-1">Mot de passe</label><input id="p-1" type="password" value=""></main>';
    document.body.replaceChildren(container);
    const { code, arrive } = onItsWay<boolean>();
    function Screen() {
      use(code);
      const [term, setTerm] = useState('');
      return (
        <>
          <label htmlFor="s-2">Rechercher une séance</label>
          <input id="s-2" type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
          <label htmlFor="p-2">Mot de passe</label>
          <input id="p-2" type="password" defaultValue="" />
          <output>{term ? `Filtré par ${term}` : 'Tout'}</output>
        </>
      );
    }
    const done = appTakingOver(container, <Screen />);
    await drawnUntilItsCode(container);
    (container.querySelector('#s-1') as HTMLInputElement).value = '09/2025';
    (container.querySelector('#p-1') as HTMLInputElement).value = 'secret';
    arrive(true);
    await done;
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('Filtré par 09/2025'));
    expect((container.querySelector('#s-2') as HTMLInputElement).value).toBe('09/2025');
    expect((container.querySelector('#p-2') as HTMLInputElement).value).toBe('');
  });
});
