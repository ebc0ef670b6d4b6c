import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { LegalNoticesView } from './LegalNoticesPage';

describe('LegalNoticesPage', () => {
  it('shows her host and company number under the headings the law asks for', () => {
    const words = structuredClone(initialSiteContent['mentions-legales']);
    words.host = 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07';
    words.publisher.siret = '123 456 789 00012';
    renderPage(<LegalNoticesView words={words} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    const hosting = screen.getByRole('heading', { name: 'Hébergement' }).closest('section');
    expect(hosting?.textContent).toContain(
      'Hébergeur du site : OVH SAS, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07.',
    );
    expect(screen.getByText('SIRET : 123 456 789 00012')).toBeTruthy();
  });
});
