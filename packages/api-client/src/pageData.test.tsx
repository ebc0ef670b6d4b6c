import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { PAGE_DATA_FAILURE_KEPT_MS, usePageData } from './pageData';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Échec</p> : this.props.children;
  }
}

function Screen({ dataKey, load }: { dataKey: string; load: () => Promise<string> }) {
  return <p>{usePageData(dataKey, load)}</p>;
}

const opened = (dataKey: string, load: () => Promise<string>, attempt = 0) => (
  <Boundary key={attempt}>
    <Suspense fallback={<p>Chargement</p>}>
      <Screen dataKey={dataKey} load={load} />
    </Suspense>
  </Boundary>
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

describe('usePageData after a navigation', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('shows the data a screen fetched', async () => {
    await act(async () => {
      render(opened('served', async () => 'Les tarifs'));
    });
    expect(await screen.findByText('Les tarifs')).toBeTruthy();
  });

  it('asks a refusing server once, shows the failure, and asks again when the screen is opened again', async () => {
    const load = rs.fn(async (): Promise<string> => {
      throw new Error('400');
    });
    const view = await act(async () => render(opened('refused', load)));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Échec');
    expect(load).toHaveBeenCalledTimes(1);

    const later = Date.now() + PAGE_DATA_FAILURE_KEPT_MS + 1;
    rs.spyOn(Date, 'now').mockReturnValue(later);
    load.mockImplementation(async () => 'Les créneaux');
    await act(async () => view.rerender(opened('refused', load, 1)));
    expect(await screen.findByText('Les créneaux')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
