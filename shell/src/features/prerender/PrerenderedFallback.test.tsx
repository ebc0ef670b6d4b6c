import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';

// A remote screen that is still loading.
const Pending = lazy(() => new Promise<never>(() => {}));

// The module reads the prerendered <main> when it is evaluated: import it once the page is there.
const loadModule = () => import('./PrerenderedFallback');

describe('PrerenderedFallback', () => {
  test('shows the prerendered content while the first screen loads, then the loading text on later screens', async () => {
    document.body.innerHTML = '<div id="root"><main id="contenu"><h1>Portrait duo</h1></main></div>';
    const { PrerenderedFallback } = await loadModule();
    document.body.innerHTML = '';
    const loading = <p>Chargement...</p>;
    const first = render(
      <Suspense fallback={<PrerenderedFallback>{loading}</PrerenderedFallback>}>
        <Pending />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Portrait duo' })).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
    first.unmount();

    render(
      <Suspense fallback={<PrerenderedFallback>{loading}</PrerenderedFallback>}>
        <Pending />
      </Suspense>,
    );
    expect(screen.getByText('Chargement...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Portrait duo' })).toBeNull();
  });
});
