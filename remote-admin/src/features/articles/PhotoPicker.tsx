import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { ActionRow, CardGrid, LoadGate, StatusMessage, useLoad } from '@lapm/forms';
import { Button, Card, SearchBox } from '@lapm/ui';
import { type KeyboardEvent, useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import { pictureOf } from '../shared/photoPicture';

interface PhotoPickerProps {
  onPick: (photo: Photo) => void;
  onClose: () => void;
  /** What picking does: insert into the text (the default) or choose (a cover). */
  action?: 'insert' | 'choose';
}

/**
 * The published photos of the library, searched by their alt text, for the article's Markdown
 * or its cover.
 * It sits inside the article's form: Enter in its search box searches, it never saves the article.
 */
export function PhotoPicker({ onPick, onClose, action = 'insert' }: PhotoPickerProps) {
  const text = fr.photoPicker;
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const state = useLoad(useCallback(() => api.photos.list({ q, published: 'true' }), [q]));

  function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setQ(draft);
  }

  return (
    <section aria-label={text.label}>
      <SearchBox
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={draft}
        onChange={setDraft}
        onKeyDown={searchOnEnter}
      />
      <ActionRow>
        <Button variant="secondary" size="small" onClick={() => setQ(draft)}>
          {text.search}
        </Button>
        <Button variant="secondary" size="small" onClick={onClose}>
          {text.close}
        </Button>
      </ActionRow>
      <LoadGate state={state} loadingText={text.loading} notFoundText={text.empty}>
        {(page) =>
          page.data.length === 0 ? (
            <StatusMessage>{q ? text.noMatch(q) : text.empty}</StatusMessage>
          ) : (
            <CardGrid>
              {page.data.map((photo) => (
                <Card
                  key={photo.id}
                  as="li"
                  headingLevel={4}
                  title={photo.alt}
                  image={pictureOf(photo)}
                  imageSizes="16rem"
                  actions={
                    <Button
                      size="small"
                      aria-label={
                        action === 'insert' ? text.insertNamed(photo.alt) : text.chooseNamed(photo.alt)
                      }
                      onClick={() => onPick(photo)}
                    >
                      {action === 'insert' ? text.insert : text.choose}
                    </Button>
                  }
                />
              ))}
            </CardGrid>
          )
        }
      </LoadGate>
    </section>
  );
}
