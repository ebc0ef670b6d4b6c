import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it("shows the spec's texts and a link home, « Revenir à l'accueil », drawn as a button", async () => {
    render(
      <MemoryRouter initialEntries={['/nulle-part']}>
        <Routes>
          <Route path="/" element={<p>Accueil</p>} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "OUPSS!! Il n'y a rien à voir ici !" }),
    ).toBeTruthy();
    expect(screen.getByText("C'est juste une erreur 404")).toBeTruthy();
    expect(screen.getByText('La page que tu cherches semble introuvable.')).toBeTruthy();
    const back = screen.getByRole('link', { name: "Revenir à l'accueil" });
    expect(back.getAttribute('href')).toBe('/');
    expect(back.className).toBe('button');
    await userEvent.click(back);
    expect(screen.getByText('Accueil')).toBeTruthy();
  });
});
