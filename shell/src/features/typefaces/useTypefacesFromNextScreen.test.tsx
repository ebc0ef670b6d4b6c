import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useTypefacesFromNextScreen } from './useTypefacesFromNextScreen';

function Site() {
  useTypefacesFromNextScreen();
  return (
    <Routes>
      <Route path="/" element={<Link to="/tarifs">TARIFS</Link>} />
      <Route path="/tarifs" element={<h1>Tarifs</h1>} />
    </Routes>
  );
}

const typefacesOn = () => document.documentElement.hasAttribute('data-fonts');

afterEach(() => document.documentElement.removeAttribute('data-fonts'));

describe('the typefaces of a first visit', () => {
  it('leave the page on screen as it is, and draw the next screen', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Site />
      </MemoryRouter>,
    );
    expect(typefacesOn()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'TARIFS' }));
    expect(screen.getByRole('heading', { name: 'Tarifs' })).toBeTruthy();
    expect(typefacesOn()).toBe(true);
  });
});
