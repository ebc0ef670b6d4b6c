import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

function renderAtWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('opens and closes the PRESTATIONS group with its arrow and Fermer button', () => {
    renderAtWidth(1200);
    const toggle = screen.getByRole('button', { name: /PRESTATIONS/ });
    expect(toggle.textContent).toContain('▼');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.textContent).toContain('▲');
    expect(screen.getByRole('link', { name: 'LifeStyle' }).getAttribute('href')).toBe('/portrait-lifestyle');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer les prestations' }));
    expect(screen.queryByRole('link', { name: 'LifeStyle' })).toBeNull();
  });

  it('shows the burger on a narrow screen and hides it while the side panel is open', () => {
    renderAtWidth(600);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu principal' });
    expect(screen.queryByRole('link', { name: 'TARIFS' })).toBeNull();
    fireEvent.click(burger);
    expect(burger.hidden).toBe(true);
    expect(burger.getAttribute('aria-label')).toBe('Fermer le menu principal');
    expect(screen.getByRole('link', { name: 'TARIFS' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'x' }));
    expect(screen.queryByRole('link', { name: 'TARIFS' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu principal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('link', { name: 'TARIFS' })).toBeNull();
  });

  it('switches bar when the window is resized', () => {
    renderAtWidth(1200);
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu principal' })).toBeNull();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeTruthy();
  });

  it('is rendered by the server with both bars, and hydrated on a phone keeps the burger, which opens the menu', async () => {
    const tree = (
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // Which bar shows is left to the stylesheet until the page is hydrated.
    expect(container.querySelector('header')?.className).toBe('site-header site-header--any-width');
    expect(container.querySelector('.nav--desktop')).not.toBeNull();
    const burger = container.querySelector<HTMLButtonElement>('.nav__burger');
    // A tap before the page is hydrated would do nothing: the burger says so by waiting.
    expect(burger?.disabled).toBe(true);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.querySelector('.nav__burger')).toBe(burger);
    expect(burger?.disabled).toBe(false);
    if (burger) fireEvent.click(burger);
    await waitFor(() => expect(screen.getByRole('link', { name: 'TARIFS' })).toBeTruthy());
    expect(burger?.getAttribute('aria-label')).toBe('Fermer le menu principal');
    expect(container.querySelector('.nav--desktop')).toBeNull();
    expect(container.querySelector('header')?.className).toBe('site-header');
    act(() => root.unmount());
    container.remove();
  });
});
