import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Header, MENU_PANEL_ID } from './Header';

function renderAtWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

const serverHeader = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );

/** Every id an `aria-controls` or `popovertarget` names must exist in the same markup. */
function danglingReferences(root: ParentNode): string[] {
  const referenced = [...root.querySelectorAll('[aria-controls], [popovertarget]')].flatMap((element) => [
    ...(element.getAttribute('aria-controls')?.split(/\s+/) ?? []),
    element.getAttribute('popovertarget') ?? '',
  ]);
  return referenced.filter((id) => id && !root.querySelector(`[id="${id}"]`));
}

describe('Header', () => {
  it('groups PRESTATIONS in a <details>, which the app gives a Fermer button', () => {
    renderAtWidth(1200);
    const toggle = screen.getByText('PRESTATIONS', { selector: 'summary' });
    const group = toggle.closest('details');
    expect(group?.open).toBe(false);
    group?.setAttribute('open', '');
    expect(screen.getByRole('link', { name: 'LifeStyle' }).getAttribute('href')).toBe('/portrait-lifestyle');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer les prestations' }));
    expect(group?.open).toBe(false);
  });

  it('opens the side panel with the platform: a popover the burger and both close buttons name', () => {
    renderAtWidth(600);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu principal' });
    expect(burger.hasAttribute('disabled')).toBe(false);
    expect(burger.getAttribute('popovertarget')).toBe(MENU_PANEL_ID);
    const panel = document.getElementById(MENU_PANEL_ID);
    expect(panel?.getAttribute('popover')).toBe('auto');
    for (const name of ['x', 'Fermer']) {
      const close = screen.getByRole('button', { name, hidden: true });
      expect(close.getAttribute('popovertarget')).toBe(MENU_PANEL_ID);
      expect(close.getAttribute('popovertargetaction')).toBe('hide');
      expect(panel?.contains(close)).toBe(true);
    }
    expect(panel?.querySelector('a[href="/tarifs"]')?.textContent).toBe('TARIFS');
  });

  it('switches bar when the window is resized', () => {
    renderAtWidth(1200);
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu principal' })).toBeNull();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeTruthy();
  });
});

describe('Header rendered by the server', () => {
  it('is rendered by the server with both bars, the same ids on every page and no dangling reference', () => {
    const home = document.createElement('div');
    home.innerHTML = serverHeader('/');
    const blog = document.createElement('div');
    blog.innerHTML = serverHeader('/blog');
    expect(home.querySelector('header')?.className).toBe('site-header site-header--any-width');
    expect(home.querySelector('.nav--desktop')).not.toBeNull();
    expect(danglingReferences(home)).toEqual([]);
    const ids = (root: ParentNode) => [...root.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids(home)).toEqual([MENU_PANEL_ID]);
    expect(ids(blog)).toEqual(ids(home));
    // Nothing waits for the app: no control is disabled, and no Fermer button that needs it yet.
    expect(home.querySelectorAll('[disabled]')).toHaveLength(0);
    expect(home.querySelector('.nav__submenu-close')).toBeNull();
  });

  it('hydrated on a phone keeps the burger and the panel the server rendered, and follows the panel', async () => {
    const tree = (
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const burger = container.querySelector('.nav__burger');
    const panel = container.querySelector(`#${MENU_PANEL_ID}`);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.querySelector('.nav__burger')).toBe(burger);
    expect(container.querySelector(`#${MENU_PANEL_ID}`)).toBe(panel);
    expect(container.querySelector('.nav--desktop')).toBeNull();
    expect(container.querySelector('header')?.className).toBe('site-header');
    expect(danglingReferences(container)).toEqual([]);
    const toggle = Object.assign(new Event('toggle'), { newState: 'open' });
    act(() => {
      panel?.dispatchEvent(toggle);
    });
    expect(burger?.getAttribute('aria-label')).toBe('Fermer le menu principal');
    act(() => root.unmount());
    container.remove();
  });
});
