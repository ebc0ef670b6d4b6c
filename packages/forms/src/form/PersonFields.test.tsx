import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { AddressField, PasswordField, PersonField } from './PersonFields';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('person fields', () => {
  it('label, require and cap each field as the contracts accept it, with the browser’s autofill', () => {
    render(
      <>
        <PersonField field="firstname" defaultValue="" />
        <PersonField field="lastname" defaultValue="" />
        <PersonField field="email" defaultValue="" />
        <AddressField defaultValue="" />
        <PasswordField label="Mot de passe actuel" autoComplete="current-password" defaultValue="" />
      </>,
    );
    expect([input('Prénom').required, input('Prénom').maxLength, input('Prénom').autocomplete]).toEqual([
      true,
      100,
      'given-name',
    ]);
    expect(input('Nom').autocomplete).toBe('family-name');
    expect([input('Email').type, input('Email').maxLength, input('Email').autocomplete]).toEqual([
      'email',
      254,
      'email',
    ]);
    const address = screen.getByLabelText('Adresse (facultative)') as HTMLTextAreaElement;
    expect([address.required, address.maxLength, address.autocomplete]).toEqual([
      false,
      500,
      'street-address',
    ]);
    const password = input('Mot de passe actuel');
    expect([password.type, password.maxLength, password.autocomplete]).toEqual([
      'password',
      1024,
      'current-password',
    ]);
  });

  it('turn autofill off where someone else’s account is edited', () => {
    render(
      <>
        <PersonField field="email" autofill={false} defaultValue="" />
        <AddressField autofill={false} defaultValue="" />
      </>,
    );
    expect(input('Email').autocomplete).toBe('off');
    expect((screen.getByLabelText('Adresse (facultative)') as HTMLTextAreaElement).autocomplete).toBe('off');
  });
});
