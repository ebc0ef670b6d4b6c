import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { AccountPage } from './AccountPage';
import { publicFormHeads } from './heads';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

describe('AccountPage head', () => {
  it('lets search engines index a public form, with its description and a canonical link without the token', () => {
    render(
      <AccountPage title="Nouveau mot de passe" head={publicFormHeads.resetConfirm}>
        <form />
      </AccountPage>,
    );
    expect(document.title).toBe('Nouveau mot de passe | LAPM Photographie');
    expect(meta('robots')).toBe('index, follow');
    expect(meta('description')).toMatch(/lien reçu par e-mail/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/reset-password\/confirm$/,
    );
  });

  it('keeps a screen behind login out of search results', () => {
    render(
      <AccountPage title="Mes séances">
        <p />
      </AccountPage>,
    );
    expect(document.title).toBe('Mes séances | LAPM Photographie');
    expect(meta('robots')).toBe('noindex, follow');
    expect(meta('description')).toBeUndefined();
  });
});
