import { TextField } from '@lapm/ui';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { setup } from '../test/render';
import { firstProblem, useFieldProblem } from './useFieldProblem';

const schema = z.object({
  email: z.email('Email invalide'),
  password: z.string().min(8, 'Au moins 8 caractères.'),
});

function LoginForm() {
  const { setProblem, idOf, errorOf } = useFieldProblem<'email' | 'password'>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const parsed = schema.safeParse({ email: data.get('email'), password: data.get('password') });
        setProblem(parsed.success ? null : firstProblem(parsed.error));
      }}
    >
      <TextField
        id={idOf('email')}
        name="email"
        label="Email"
        defaultValue="lea@example.fr"
        error={errorOf('email')}
      />
      <TextField id={idOf('password')} name="password" label="Mot de passe" error={errorOf('password')} />
      <button type="submit">Se connecter</button>
    </form>
  );
}

describe('useFieldProblem', () => {
  it('puts the first problem under its field, marks it invalid and moves focus there on every try', async () => {
    const { user } = setup(<LoginForm />);
    const password = screen.getByLabelText('Mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert').textContent).toBe('Au moins 8 caractères.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(document.activeElement).toBe(password);
    await user.type(password, 'assez-long');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
