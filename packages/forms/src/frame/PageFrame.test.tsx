import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { setup } from '../test/render';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('gives the screen its head, one heading, its intro and a back link to its list', () => {
    setup(
      <PageFrame
        title="Modifier l'album"
        head={<title>Modifier l'album | LAPM Photographie</title>}
        intro="Les changements sont visibles du client aussitôt."
        back={{ to: '/admin/album', label: 'Retour aux albums' }}
        width="narrow"
      >
        <form aria-label="Album" />
      </PageFrame>,
    );
    expect(document.title).toBe("Modifier l'album | LAPM Photographie");
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Modifier l'album");
    expect(screen.getByText('Les changements sont visibles du client aussitôt.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Retour aux albums' });
    expect(back.getAttribute('href')).toBe('/admin/album');
    expect(screen.getByRole('form', { name: 'Album' })).toBeTruthy();
  });

  it('shows no back link nor intro when the screen has none', () => {
    setup(
      <PageFrame title="Mes séances" head={null} width="wide">
        <p>Liste</p>
      </PageFrame>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('Liste');
  });
});
