import { describe, expect, it } from '@rstest/core';
import { bookingBody, bookingSubject } from './mailto';

describe('booking e-mail', () => {
  it("writes the subject 'Réservation {service} - Formule {formula}'", () => {
    expect(bookingSubject('Portrait Solo', 'Essentiel')).toBe(
      'Réservation Portrait Solo - Formule Essentiel',
    );
  });

  it('greets, names the formula and the service, and leaves blanks to fill in, line by line', () => {
    const body = bookingBody({
      greetingName: 'Laure-Anne',
      service: 'Mariage',
      formula: 'Confort',
      business: false,
    });
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('Bonjour Laure-Anne,');
    expect(body).toContain('Je souhaiterais réserver la formule Confort pour la prestation Mariage.');
    expect(body).toContain('Pourriez-vous me recontacter');
    expect(lines).toContain('Prénom / téléphone : ');
    expect(lines).toContain('Disponibilités et souhaits particuliers : ');
    expect(body).not.toContain('attentes');
  });

  it('adds the expectations and the preferred contact for a business formula', () => {
    const body = bookingBody({
      greetingName: 'Laure-Anne',
      service: 'Portrait Corporate',
      formula: 'Flash',
      business: true,
    });
    expect(body).toContain('échanger avec vous sur nos attentes');
    expect(body).toContain('Je préfère être recontacté(e) par (e-mail ou téléphone) : ');
    expect(body).toContain('Créneau horaire qui me convient le mieux : ');
  });
});
