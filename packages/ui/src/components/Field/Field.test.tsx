import { describe, expect, it, rstest } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { longFrench, setup } from '../../test/render';
import { Checkbox, SearchBox, TextArea, TextField } from './Field';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    const { user } = setup(
      <TextField label="Email" type="email" hint="Votre adresse de connexion" name="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(describedBy(input)).toBe('Votre adresse de connexion');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    await user.type(input, 'marie@exemple.fr');
    expect((input as HTMLInputElement).value).toBe('marie@exemple.fr');
  });

  it('wires the error with aria-invalid and aria-describedby', () => {
    setup(<TextField label="Mot de passe" type="password" hint="8 caractères minimum" error="Trop court" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('8 caractères minimum | Trop court');
  });

  it('keeps a caller id and long labels', () => {
    setup(<TextField id="prenom" label={longFrench} />);
    expect(screen.getByRole('textbox', { name: longFrench }).id).toBe('prenom');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with error wiring', async () => {
    const { user } = setup(<TextArea label="Adresse" error="Adresse incomplète" />);
    const area = screen.getByRole('textbox', { name: 'Adresse' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(area)).toBe('Adresse incomplète');
    await user.type(area, '1 rue du Port{Enter}34000 Montpellier');
    expect((area as HTMLTextAreaElement).value).toBe('1 rue du Port\n34000 Montpellier');
  });
});

describe('Checkbox', () => {
  it('toggles with the keyboard and keeps a link in its label usable', async () => {
    const onChange = rstest.fn();
    const { user } = setup(
      <Checkbox
        onChange={(event) => onChange(event.target.checked)}
        hint="Obligatoire pour créer un compte"
        label={
          <>
            J'accepte les <a href="/conditions-generales-de-vente">conditions générales de vente</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: "J'accepte les conditions générales de vente" });
    expect(describedBy(box)).toBe('Obligatoire pour créer un compte');
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toBeTruthy();
  });

  it('shows an error', () => {
    setup(<Checkbox label="Consentement" error="Merci de cocher la case" />);
    const box = screen.getByRole('checkbox', { name: 'Consentement' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toBe('Merci de cocher la case');
  });
});

describe('SearchBox', () => {
  function Controlled({ hideLabel }: { hideLabel?: boolean }) {
    const [value, setValue] = useState('');
    return (
      <>
        <SearchBox
          label="Rechercher une prestation"
          hideLabel={hideLabel}
          placeholder="Rechercher une prestation..."
          value={value}
          onChange={setValue}
        />
        <output>{value}</output>
      </>
    );
  }

  it('is a labelled searchbox in a search landmark that reports each change', async () => {
    const { user } = setup(<Controlled hideLabel />);
    expect(screen.getByRole('search')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Rechercher une prestation' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher une prestation...');
    await user.type(box, 'Mariage');
    expect(screen.getByRole('status').textContent).toBe('Mariage');
  });

  it('filters by what was typed on the served page before the app took it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled />);
    document.body.append(container);
    const served = container.querySelector('input') as HTMLInputElement;
    served.value = 'garnier';
    await act(async () => {
      render(<Controlled />, { container, hydrate: true });
    });
    expect(screen.getByRole('status').textContent).toBe('garnier');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('garnier');
  });

  it('can show its label', () => {
    setup(<Controlled />);
    expect(screen.getByText('Rechercher une prestation').tagName).toBe('LABEL');
  });
});
