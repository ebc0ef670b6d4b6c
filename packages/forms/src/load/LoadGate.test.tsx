import { ApiError } from '@lapm/api-client';
import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { deferred } from '../test/render';
import { LoadGate } from './LoadGate';
import { useLoad } from './useLoad';

function Album({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
  const state = useLoad(useCallback(() => load(id), [load, id]));
  return (
    <LoadGate state={state} loadingText="Chargement de l’album..." notFoundText="Album introuvable.">
      {(title) => <h2>{title}</h2>}
    </LoadGate>
  );
}

describe('useLoad and LoadGate', () => {
  it('announces the loading, then shows the record', async () => {
    const answer = deferred<string>();
    render(<Album id={7} load={() => answer.promise} />);
    expect(screen.getByRole('status').textContent).toBe('Chargement de l’album...');
    await act(async () => answer.resolve('Mariage de Léa et Hugo'));
    expect(screen.getByRole('heading', { name: 'Mariage de Léa et Hugo' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "not found" in the screen’s words for a 404, and the server’s words otherwise', async () => {
    const { rerender } = render(
      <Album id={7} load={() => Promise.reject(new ApiError('Album not found', 404))} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Album introuvable.');
    rerender(<Album id={8} load={() => Promise.reject(new ApiError('Accès refusé.', 403))} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Accès refusé.');
  });

  it('keeps only the answer for the current id when an older one arrives late', async () => {
    const answers = new Map([
      [1, deferred<string>()],
      [2, deferred<string>()],
    ]);
    const load = (id: number) => answers.get(id)?.promise ?? Promise.reject(new Error('unknown id'));
    const { rerender } = render(<Album id={1} load={load} />);
    rerender(<Album id={2} load={load} />);
    await act(async () => answers.get(2)?.resolve('Album 2'));
    await act(async () => answers.get(1)?.resolve('Album 1'));
    expect(screen.getByRole('heading').textContent).toBe('Album 2');
  });

  it('never gives the answer for the previous id, even in the update that brings the new id', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const drawn: string[] = [];
    function Titled({ id }: { id: number }) {
      const state = useLoad(useCallback(() => (id === 1 ? first.promise : second.promise), [id]));
      drawn.push(`${id}: ${state.status === 'ready' ? state.data : state.status}`);
      return null;
    }
    const { rerender } = render(<Titled id={1} />);
    await act(async () => {
      first.resolve('Album 1');
      // The old answer is settled and the id changes before React draws either.
      await Promise.resolve();
      rerender(<Titled id={2} />);
    });
    await act(async () => second.resolve('Album 2'));
    expect(drawn.filter((line) => line.startsWith('2:') && !line.endsWith('loading'))).toEqual([
      '2: Album 2',
    ]);
  });
});
