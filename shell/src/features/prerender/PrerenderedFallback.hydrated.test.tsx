import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';

// A file of its own: the module reads the page once, when it is first evaluated.
const Pending = lazy(() => new Promise<never>(() => {}));

describe('PrerenderedFallback on a hydrated page', () => {
  test('never shows the hydrated page’s content as the loading state of a later screen', async () => {
    document.body.innerHTML =
      '<div id="root"><!--hydratable--><main id="contenu"><h1>Portrait duo</h1></main></div>';
    const { PrerenderedFallback } = await import('./PrerenderedFallback');
    document.body.innerHTML = '';
    render(
      <Suspense fallback={<PrerenderedFallback>{<p>Chargement...</p>}</PrerenderedFallback>}>
        <Pending />
      </Suspense>,
    );
    expect(screen.getByText('Chargement...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Portrait duo' })).toBeNull();
  });
});
