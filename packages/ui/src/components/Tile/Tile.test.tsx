import { describe, expect, it, rstest } from '@rstest/core';
import { screen } from '@testing-library/react';
import { longFrench, setup } from '../../test/render';
import { Tile } from './Tile';

describe('Tile', () => {
  it("an online tile is a link showing 'En ligne'", () => {
    setup(<Tile title="Gestion des albums" status="online" to="/admin/album" />);
    const link = screen.getByRole('link', { name: /Gestion des albums/ });
    expect(link.getAttribute('href')).toBe('/admin/album');
    expect(link.textContent).toContain('En ligne');
  });

  it("an offline tile has no link and shows 'Hors ligne'", () => {
    setup(<Tile title="Gestion des factures" status="offline" to="/admin/factures" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Gestion des factures')).toBeTruthy();
    expect(screen.getByText('Hors ligne')).toBeTruthy();
  });

  it('can be a button (Déconnexion) activated from the keyboard', async () => {
    const onSelect = rstest.fn();
    const { user } = setup(<Tile title="Déconnexion" onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Déconnexion' }));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('shows no badge without a status and keeps long descriptions', () => {
    setup(<Tile title="Mes séances" description={longFrench} to="/compte/album" />);
    expect(screen.queryByText('En ligne')).toBeNull();
    expect(screen.getByText(longFrench)).toBeTruthy();
  });
});
