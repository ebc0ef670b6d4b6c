import type { SeoDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SeoEditor } from './SeoEditor';

function Editor() {
  const [document, setDocument] = useState<SeoDocument>(initialSiteContent.referencement);
  return <SeoEditor document={document} onChange={setDocument} />;
}

const result = () => screen.getByRole('figure', { name: 'Aperçu du résultat Google de la page « Tarifs »' });
const title = () => screen.getByRole('textbox', { name: 'Titre Google de la page « Tarifs »' });
const description = () => screen.getByRole('textbox', { name: 'Description Google de la page « Tarifs »' });
const hintOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

describe('SeoEditor', () => {
  it('draws each page’s Google result as she types: its address, its title and its description', () => {
    render(<Editor />);
    fireEvent.change(title(), { target: { value: 'Tarifs des séances photo | LAPM Photographie' } });
    fireEvent.change(description(), { target: { value: 'Les formules et leurs prix.' } });
    const shown = within(result());
    expect(shown.getByText(`${window.location.host} › tarifs`)).toBeTruthy();
    expect(shown.getByText('Tarifs des séances photo | LAPM Photographie')).toBeTruthy();
    expect(shown.getByText('Les formules et leurs prix.')).toBeTruthy();
  });

  it('says in French when Google will cut a title or a description, cuts the preview as Google does, and refuses nothing', () => {
    render(<Editor />);
    const long =
      'Séances photo portrait, famille, mariage et corporate près de Montpellier et dans tout l’Hérault';
    fireEvent.change(title(), { target: { value: long } });
    expect(hintOf(title())).toBe(
      `${long.length} caractères. Trop long pour Google : il coupera après environ 60 caractères (« … »).`,
    );
    expect(
      within(result()).getByText('Séances photo portrait, famille, mariage et corporate près …'),
    ).toBeTruthy();
    expect((title() as HTMLInputElement).value).toBe(long);
    expect(title().getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.change(description(), { target: { value: 'Les formules et leurs prix.' } });
    expect(hintOf(description())).toBe(
      '27 caractères. Un peu court : 120 à 160 caractères la décrivent mieux.',
    );
    fireEvent.change(title(), { target: { value: 'Prestations et tarifs photo, Montpellier | LAPM Photo' } });
    expect(hintOf(title())).toBe('53 caractères. Bonne longueur (50 à 60 caractères).');
  });
});
