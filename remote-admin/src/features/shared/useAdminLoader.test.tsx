import { api } from '@lapm/api-client';
import { adminEditUserPath, type Booking, paths } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { lea } from '../../test/fixtures';
import { useAdminLoader } from './useAdminLoader';

rs.mock('@lapm/api-client', { spy: true });

/** The hook under the route pattern its screen has in the shell, opened at `url`. */
function routed(pattern: string, url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={children} />
      </Routes>
    </MemoryRouter>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  rs.resetAllMocks();
});

describe('useAdminLoader', () => {
  it('reads the record named by the address', async () => {
    rs.mocked(api.users.get).mockResolvedValue(lea);
    const { result } = renderHook(() => useAdminLoader(paths.adminEditUser), {
      wrapper: routed(paths.adminEditUser, adminEditUserPath(lea.id)),
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: lea }));
    expect(api.users.get).toHaveBeenCalledWith(lea.id);
  });

  it('asks nothing for an address that names no record', async () => {
    const { result } = renderHook(() => useAdminLoader(paths.adminEditUser), {
      wrapper: routed(paths.adminEditUser, adminEditUserPath('abc')),
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: null }));
    expect(api.users.get).not.toHaveBeenCalled();
  });

  it('reads again on reload and shows the newer answer, not a late older one', async () => {
    const first = deferred<Booking[]>();
    const second = deferred<Booking[]>();
    rs.mocked(api.bookings.list).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useAdminLoader(paths.adminBookings), {
      wrapper: routed(paths.adminBookings, paths.adminBookings),
    });
    act(() => result.current.reload());
    await waitFor(() => expect(api.bookings.list).toHaveBeenCalledTimes(2));
    await act(async () => second.resolve([]));
    await act(async () => first.resolve([{ id: 1 } as Booking]));
    expect(result.current.state).toEqual({ status: 'ready', data: [] });
  });
});
