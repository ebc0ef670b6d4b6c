import type { ContentBlock } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SectionsEditor } from './SectionsEditor';

const seeded = initialSiteContent.solo.blocks;
const firstText = seeded.find((block) => block.kind === 'text');
const firstGallery = seeded.find((block) => block.kind === 'gallery');
let latest: ContentBlock[] = [];

function Editor() {
  const [blocks, setBlocks] = useState<ContentBlock[]>(seeded);
  latest = blocks;
  return <SectionsEditor blocks={blocks} onChange={setBlocks} />;
}

describe('the sections of a service page', () => {
  it('adds an empty text section at the end, its heading focused, and fills it', async () => {
    if (!firstText) throw new Error('no text section');
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une section' }));
    expect(latest).toHaveLength(seeded.length + 1);
    expect(latest.at(-1)).toEqual({ kind: 'text', heading: '', paragraphs: [''] });
    const heading = screen.getByRole('textbox', { name: `Intertitre — ${seeded.length + 1}` });
    expect(document.activeElement).toBe(heading);
    await userEvent.type(heading, 'Le jour J');
    expect(screen.getByRole('group', { name: 'Section « Le jour J »' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Déplacer la section « Le jour J »' })).toBeTruthy();
  });

  it('removes a text section once she confirms, and keeps a gallery, which has no « Retirer »', async () => {
    if (!firstText || !firstGallery) throw new Error('no sections');
    render(<Editor />);
    const remove = `Retirer la section « ${firstText.heading} »`;
    await userEvent.click(screen.getByRole('button', { name: remove }));
    expect(screen.getByText(`Retirer la section « ${firstText.heading} » ?`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Garder la section' }));
    expect(latest).toHaveLength(seeded.length);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: remove }));

    await userEvent.click(screen.getByRole('button', { name: remove }));
    await userEvent.click(
      screen.getByRole('button', { name: `Oui, retirer la section « ${firstText.heading} »` }),
    );
    expect(latest).toHaveLength(seeded.length - 1);
    expect(latest.some((block) => block.heading === firstText.heading)).toBe(false);
    expect(screen.getByText(`Section « ${firstText.heading} » retirée du brouillon.`)).toBeTruthy();

    const gallery = screen.getByRole('group', { name: `Galerie « ${firstGallery.heading} »` });
    expect(within(gallery).queryByRole('button', { name: /^Retirer/ })).toBeNull();
  });
});
