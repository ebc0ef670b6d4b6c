import { PageDataProvider } from '@lapm/api-client/page-data';
import { defaultContact, enquiryFormulaGroups, marketingPageData, paths, phoneE164 } from '@lapm/contracts';
import { contact } from '@lapm/site-seed/contact';
import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '../../test/render';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('offers the mail and phone links of the studio settings', () => {
    renderPage(<ContactPage />, paths.contact);
    expect(screen.getByRole('link', { name: defaultContact.email }).getAttribute('href')).toBe(
      `mailto:${defaultContact.email}`,
    );
    expect(screen.getByRole('link', { name: defaultContact.phone }).getAttribute('href')).toBe(
      `tel:${phoneE164(defaultContact.phone)}`,
    );
  });

  it('shows the details, the towns and the Google title and description she published', () => {
    const published = {
      ...contact,
      email: 'bonjour@lapm.fr',
      phone: '04 67 00 11 22',
      hours: 'Du lundi au samedi, de 9 h à 18 h',
      areas: [{ department: 'Gard', towns: ['Nîmes', 'Uzès'] }],
    };
    const head = {
      path: paths.contact,
      title: 'Écrire ou appeler LAPM Photographie',
      description: 'Le téléphone, l’e-mail et les horaires du studio, et les communes où je me déplace.',
    };
    render(
      <PageDataProvider
        value={{
          path: paths.contact,
          values: {
            [marketingPageData(paths.contact)]: {
              content: { document: published, photos: {} },
              placements: {},
              seo: head,
              formulas: [...enquiryFormulaGroups],
            },
          },
        }}
      >
        <MemoryRouter initialEntries={[paths.contact]}>
          <ContactPage />
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(screen.getByRole('link', { name: '04 67 00 11 22' }).getAttribute('href')).toBe(
      'tel:+33467001122',
    );
    expect(screen.getByRole('link', { name: 'bonjour@lapm.fr' }).getAttribute('href')).toBe(
      'mailto:bonjour@lapm.fr',
    );
    expect(screen.getByText('Du lundi au samedi, de 9 h à 18 h')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Uzès (Gard)');
    expect(screen.queryByText(/Montpellier \(/)).toBeNull();
    expect(document.title).toBe(head.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      head.description,
    );
  });
});
