import { describe, expect, test } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HELD_SUBMIT_ATTRIBUTE, recordTypedValues, restoreTypedValues } from './typedValues';

/** A form of a screen, controlled by React as the account forms are; its ids (useId) differ from the prerendered ones. */
function LoginForm({ onSend = () => {} }: { onSend?: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <label htmlFor="_r_5_email">Email</label>
      <input id="_r_5_email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor="_r_5_password">Mot de passe</label>
      <input
        id="_r_5_password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <input
        id="_r_5_consent"
        type="checkbox"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <label htmlFor="_r_5_consent">J'accepte</label>
      <output>{email ? `Saisi : ${email}` : 'Rien de saisi'}</output>
      <output>{consent ? 'Accord donné' : 'Pas d’accord'}</output>
      <button type="submit">Se connecter</button>
    </form>
  );
}

/** The screen as the app renders it: inside the shell's root and <main>. */
function Screen({ onSend }: { onSend?: (email: string) => void }) {
  return (
    <div id="root">
      <main>
        <LoginForm onSend={onSend} />
      </main>
    </div>
  );
}

const typeInto = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The app takes over: the prerendered page goes, the screen is rendered and handed what was typed. */
async function emailsSentByScreen(): Promise<string[]> {
  document.body.innerHTML = '';
  const emails: string[] = [];
  render(<Screen onSend={(email) => emails.push(email)} />);
  restoreTypedValues(document, { final: true });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return emails;
}

describe('typed values of a prerendered form', () => {
  test('what was typed before the app took over is in the screen’s fields, with the focus', () => {
    document.body.innerHTML =
      '<div id="root"><main><input id="login-email" type="email"><input id="login-password" type="password"><input id="consent" type="checkbox"></main></div>';
    const prerenderedEmail = document.getElementById('login-email') as HTMLInputElement;
    // Typed before the shell's script ran, then after.
    prerenderedEmail.value = 'cl';
    recordTypedValues();
    typeInto(prerenderedEmail, 'client@exemple.fr');
    const prerenderedPassword = document.getElementById('login-password') as HTMLInputElement;
    prerenderedPassword.focus();
    typeInto(prerenderedPassword, 'Diaphragme');
    (document.getElementById('consent') as HTMLInputElement | null)?.click();

    document.body.innerHTML = '';
    render(<Screen />);
    restoreTypedValues(document, { final: true });

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('client@exemple.fr');
    expect((screen.getByLabelText('Mot de passe') as HTMLInputElement).value).toBe('Diaphragme');
    // React's state has it, not only the DOM.
    expect(screen.getByText('Saisi : client@exemple.fr')).toBeTruthy();
    expect(screen.getByText('Accord donné')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe'));
  });

  test('leaves a screen alone when nothing was typed, and stops recording once handed over', () => {
    document.body.innerHTML = '<div id="root"><main><input id="login-email" type="email"></main></div>';
    recordTypedValues();
    document.body.innerHTML = '';
    const { unmount } = render(<Screen />);
    restoreTypedValues(document, { final: true });
    expect(screen.getByText('Rien de saisi')).toBeTruthy();
    typeInto(screen.getByLabelText('Email') as HTMLInputElement, 'plus-tard@exemple.fr');
    unmount();
    render(<Screen />);
    restoreTypedValues(document, { final: true });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  test('a form sent before the app took over is sent by the screen, with what was typed', async () => {
    document.body.innerHTML =
      '<div id="root"><main><form><input id="login-email" type="email"><button type="submit">Se connecter</button></form></main></div>';
    recordTypedValues();
    typeInto(document.getElementById('login-email') as HTMLInputElement, 'client@exemple.fr');
    const prerenderedForm = document.querySelector('form') as HTMLFormElement;
    const sent = prerenderedForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toBe(false);

    expect(await emailsSentByScreen()).toEqual(['client@exemple.fr']);
  });

  test('a form the page held before the shell ran is sent by the screen, with what was typed', async () => {
    // As shell/public/paint-first.js leaves it: the value typed, the form kept from being sent.
    document.body.innerHTML = `<div id="root"><main><form ${HELD_SUBMIT_ATTRIBUTE}=""><input id="login-email" type="email" value=""><button type="submit">Se connecter</button></form></main></div>`;
    (document.getElementById('login-email') as HTMLInputElement).value = 'avant@exemple.fr';
    recordTypedValues();

    expect(await emailsSentByScreen()).toEqual(['avant@exemple.fr']);
  });

  test('a hydrated form keeps what was typed, and its screen’s state gets it', async () => {
    // The prerendered page is React's server markup; the visitor types before it is hydrated.
    document.body.innerHTML = renderToString(<Screen />);
    const container = document.getElementById('root') as HTMLElement;
    recordTypedValues();
    typeInto(document.querySelector('input[type="email"]') as HTMLInputElement, 'client@exemple.fr');
    (document.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const emails: string[] = [];

    // Hydration adopts the fields as they are: the text is there, React's state is empty.
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <LoginForm onSend={(email) => emails.push(email)} />
        </main>,
      );
    });
    expect(screen.getByText('Rien de saisi')).toBeTruthy();
    await act(async () => restoreTypedValues(document, { final: true }));

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('client@exemple.fr');
    expect(screen.getByText('Saisi : client@exemple.fr')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Accord donné')).toBeTruthy();
    screen.getByRole('button', { name: 'Se connecter' }).click();
    expect(emails).toEqual(['client@exemple.fr']);
  });
});
