import { api } from '@lapm/api-client';
import type { SiteContentEdition } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useEditedPage } from './useEditedPage';

rs.mock('@lapm/api-client', { spy: true });

type Page = keyof typeof initialSiteContent;
const edition = (page: Page) =>
  ({ page, document: initialSiteContent[page], draft: null, versions: [] }) satisfies SiteContentEdition;

const atAddress = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/contenu-du-site']}>{children}</MemoryRouter>
);

describe('useEditedPage', () => {
  beforeEach(() => {
    rs.resetAllMocks();
  });

  it('never gives the draft of the page before as the new page’s, while the new one loads', async () => {
    let answerHobby: (value: SiteContentEdition) => void = () => {};
    rs.mocked(api.adminSiteContent.get).mockImplementation((page) =>
      page === 'hobby'
        ? new Promise((resolve) => {
            answerHobby = resolve;
          })
        : Promise.resolve(edition(page as Page)),
    );
    const { result } = renderHook(() => useEditedPage(), { wrapper: atAddress });
    await waitFor(() => expect(result.current.draft).toEqual(initialSiteContent.tarifs));

    // The page changes before anything else is reset: its editor must not get the prices page.
    act(() => result.current.setPage('hobby'));
    expect(result.current.page).toBe('hobby');
    expect(result.current.draft).toBeNull();

    await act(async () => answerHobby(edition('hobby')));
    expect(result.current.draft).toEqual(initialSiteContent.hobby);
  });
});
