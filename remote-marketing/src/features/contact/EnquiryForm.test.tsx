import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { PageDataProvider } from '@lapm/api-client/page-data';
import { type EnquiryFormulaGroup, enquiryMessages, marketingPageData, paths } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EnquiryForm } from './EnquiryForm';

const enquiries = {
  stamp: rs.fn(async () => 'horodatage-du-navigateur'),
  send: rs.fn(async (_payload: unknown) => ({ message: enquiryMessages.sent })),
};
rs.mock('@lapm/api-client', () => ({ ...apiClient, api: { ...apiClient.api, enquiries } }));

beforeEach(() => {
  enquiries.stamp.mockClear();
  enquiries.send.mockClear();
});

/** The contact page's data as its route's loader gives it, with the server's answer to a post. */
const contactPage = (formulas: EnquiryFormulaGroup[] | null, posted?: object) => ({
  path: paths.contact,
  values: {
    [marketingPageData(paths.contact)]: { content: null, placements: {}, seo: null, formulas },
    ...(posted && { 'posted-form': posted }),
  },
});

function renderForm(path = '/contacts', posted?: object) {
  return render(
    <PageDataProvider value={contactPage(null, posted)}>
      <MemoryRouter initialEntries={[path]}>
        <EnquiryForm />
      </MemoryRouter>
    </PageDataProvider>,
  );
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const message = () => screen.getByLabelText('Votre message') as HTMLTextAreaElement;
const formula = () => screen.getByLabelText('Formule') as HTMLSelectElement;
const send = () => screen.getByRole('button', { name: 'Envoyer ma demande' });

describe('EnquiryForm', () => {
  it('is a real form the browser sends itself to /contacts, with the card’s formula chosen', () => {
    renderForm('/contacts?formule=mariage-confort');
    const form = email().closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contacts#demande');
    expect(formula().value).toBe('mariage-confort');
    expect(formula().selectedOptions[0]?.textContent).toBe('Mariage – Confort');
    expect(document.querySelector('input[name="website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('offers « autre » when no formula is asked for, or one the form does not know', () => {
    renderForm('/contacts?formule=n-importe-quoi');
    expect(formula().value).toBe('autre');
  });

  it('starts from the server’s answer to a post sent without the app: the message at its field, what was typed', () => {
    renderForm('/contacts', {
      outcome: null,
      problem: { field: 'email', message: "L'email est obligatoire." },
      values: {
        firstname: 'Camille',
        message: 'Un portrait pour mes 40 ans.',
        formula: 'solo-premium',
        consent: 'on',
        startedAt: 'horodatage-du-serveur',
      },
    });
    expect(email().getAttribute('aria-invalid')).toBe('true');
    const describedBy = email().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe("L'email est obligatoire.");
    expect(message().value).toBe('Un portrait pour mes 40 ans.');
    expect(formula().value).toBe('solo-premium');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector('input[name="startedAt"]') as HTMLInputElement).value).toBe(
      'horodatage-du-serveur',
    );
    expect(enquiries.stamp).not.toHaveBeenCalled();
  });
});

describe('EnquiryForm with the app', () => {
  it('with the app: says a missing e-mail at its field without sending, then sends and confirms', async () => {
    const user = userEvent.setup();
    renderForm('/contacts?formule=solo-essentiel');
    await waitFor(() =>
      expect((document.querySelector('input[name="startedAt"]') as HTMLInputElement).value).toBe(
        'horodatage-du-navigateur',
      ),
    );
    await user.type(screen.getByLabelText('Prénom'), 'Camille');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(message(), 'Un portrait pour mes 40 ans.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(send());

    expect(await screen.findByText("L'email est obligatoire.")).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(message().value).toBe('Un portrait pour mes 40 ans.');
    expect(enquiries.send).not.toHaveBeenCalled();

    await user.type(email(), 'camille@exemple.fr');
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(enquiryMessages.sent));
    expect(enquiries.send).toHaveBeenCalledWith({
      firstname: 'Camille',
      lastname: 'Martin',
      email: 'camille@exemple.fr',
      phone: '',
      formula: 'solo-essentiel',
      wishedDate: '',
      message: 'Un portrait pour mes 40 ans.',
      consent: true,
      website: '',
      startedAt: 'horodatage-du-navigateur',
    });
    expect(message().value).toBe('');
    expect(screen.getByRole('status').querySelector('a')).toBeNull();
  });

  it('lists the formulas she publishes, given with the page: an added one, not a removed one', () => {
    const groups = [
      {
        label: 'Portrait Solo',
        options: [
          { key: 'solo-mini-seance', label: 'Portrait Solo – Mini séance' },
          { key: 'solo-essentiel', label: 'Portrait Solo – Essentiel' },
        ],
      },
    ];
    render(
      <PageDataProvider value={contactPage(groups)}>
        <MemoryRouter initialEntries={['/contacts?formule=solo-mini-seance']}>
          <EnquiryForm />
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(formula().value).toBe('solo-mini-seance');
    const options = [...formula().options].map((option) => option.textContent);
    expect(options).toEqual([
      'Autre demande, ou je ne sais pas encore',
      'Portrait Solo – Mini séance',
      'Portrait Solo – Essentiel',
    ]);
  });
});
