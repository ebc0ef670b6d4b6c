import { studio } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('offers the mail and phone links of the studio settings', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: studio.email }).getAttribute('href')).toBe(
      `mailto:${studio.email}`,
    );
    expect(screen.getByRole('link', { name: studio.phoneDisplay }).getAttribute('href')).toBe(
      `tel:${studio.phoneE164}`,
    );
  });
});
