import { describe, expect, it, rstest } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { longFrench, setup } from '../../test/render';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a button that does not submit forms by default and reacts to keyboard', async () => {
    const onClick = rstest.fn();
    const onSubmit = rstest.fn((event: Event) => event.preventDefault());
    const { user } = setup(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Modifier</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Modifier' });
    expect(button.getAttribute('type')).toBe('button');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can submit and be disabled while saving', async () => {
    const onClick = rstest.fn();
    const { user } = setup(
      <Button type="submit" disabled onClick={onClick}>
        Enregistrement...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrement...' });
    expect(button.getAttribute('type')).toBe('submit');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('sends its form from the HTML the server renders, before any script runs', () => {
    const html = renderToString(<Button type="submit">Se connecter</Button>);
    expect(html).toMatch(/^<button type="submit" class="[^"]*">Se connecter<\/button>$/);
  });

  it('keeps a long French label whole', () => {
    setup(<Button>{longFrench}</Button>);
    expect(screen.getByRole('button').textContent).toBe(longFrench);
  });
});

describe('ButtonLink', () => {
  it('navigates inside the site with `to`', () => {
    setup(<ButtonLink to="/compte/user/edit-user">Modifier</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      '/compte/user/edit-user',
    );
  });

  it('is a plain link with `href`, opening a new tab safely on request', () => {
    setup(
      <ButtonLink href="https://example.org/album" newTab variant="secondary">
        Consulter
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Consulter' });
    expect(link.getAttribute('href')).toBe('https://example.org/album');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
