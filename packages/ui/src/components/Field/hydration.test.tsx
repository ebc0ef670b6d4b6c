import { afterEach, describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../Button/Button';
import { Checkbox, TextField } from './Field';

/** A server-rendered sign-in form, as the visitor gets it before the app runs. */
function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form>
      <TextField id="email" label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        id="password"
        label="Mot de passe"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Checkbox
        id="remember"
        label="Rester connecté"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button type="submit">Se connecter</Button>
      <output>{`${email}|${password}|${remember}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function served() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<SignIn />);
  return container;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('a form the server rendered', () => {
  it('cannot be sent before it hydrates, then can', async () => {
    const container = served();
    const button = () => screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    await act(async () => {
      root = hydrateRoot(container, <SignIn />);
    });
    expect(button().disabled).toBe(false);
  });

  it('keeps what was typed and ticked before it hydrated, in the fields and in the state', async () => {
    const container = served();
    field('email').value = 'marie@exemple.fr';
    field('remember').checked = true;
    await act(async () => {
      root = hydrateRoot(container, <SignIn />);
    });
    expect(screen.getByRole('status').textContent).toBe('marie@exemple.fr||true');
    // Typing into another field renders the form again: the first one keeps its text.
    await userEvent.type(field('password'), 'x');
    expect(field('email').value).toBe('marie@exemple.fr');
    expect(field('remember').checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('marie@exemple.fr|x|true');
  });
});
