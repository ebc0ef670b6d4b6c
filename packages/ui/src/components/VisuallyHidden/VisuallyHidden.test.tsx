import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">☰</span>
        <VisuallyHidden>Ouvrir le menu principal</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeTruthy();
  });
});
