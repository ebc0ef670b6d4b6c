import { api } from '@lapm/api-client';
import { type Gallery, sessionDateInWords } from '@lapm/contracts';
import { FormError, StatusMessage } from '@lapm/forms';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { failureText } from '../shared/outcome';
import { WithStudioContact } from '../shared/StudioContact';
import { AccessForm } from './AccessForm';
import { GalleryCover } from './GalleryCover';
import { GalleryView } from './GalleryView';

type State =
  | { status: 'loading' }
  | { status: 'locked' }
  | { status: 'error'; message: string }
  /** Past its last day, to its owner or a browser its code let in: « Expiré le … » and whom to ask. */
  | { status: 'expired'; message: string }
  | { status: 'ready'; gallery: Gallery };

/** The route's album number, or null for an address that cannot be one. */
export function albumIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A client's gallery at /galerie/:albumId. Its owner with a session, or anyone who gave the
 * album's code in this browser, sees it; anyone else (the server answers 404 alike, to say
 * nothing of what exists) is asked for the code. Past its last day, they are told when it ended
 * and how to reach the studio.
 */
export default function GalleryPage() {
  const albumId = albumIdOf(useParams().albumId);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((count) => count + 1), []);

  useEffect(() => {
    if (albumId === null) return;
    let current = true;
    void reads;
    api.galleries.get(albumId).then(
      (gallery) => {
        if (current) setState({ status: 'ready', gallery });
      },
      (failure: unknown) => {
        if (!current) return;
        const status = failure instanceof Error && 'status' in failure ? failure.status : null;
        setState(
          status === 404 || status === 401 || status === 403
            ? { status: 'locked' }
            : status === 410
              ? { status: 'expired', message: failureText(failure) }
              : { status: 'error', message: failureText(failure) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [albumId, reads]);

  const text = fr.gallery;
  if (albumId === null) {
    return (
      <AccountPage title={text.accessTitle}>
        <FormError>{text.invalidAddress}</FormError>
      </AccountPage>
    );
  }
  if (state.status === 'ready') {
    const { album } = state.gallery;
    const day = sessionDateInWords(album.date);
    // Named by the studio, the album carries its own title; the session's day then goes below it.
    // A guest is not the one whose séance it is: « Votre séance » is the owner's heading.
    const guest = state.gallery.viewer === 'guest';
    return (
      <AccountPage
        title={album.name || (guest ? text.guestTitle(day) : text.title(day))}
        intro={album.name ? text.namedIntro(day, album.title) : album.title}
        width="wide"
      >
        <GalleryCover gallery={state.gallery} />
        <GalleryView albumId={albumId} gallery={state.gallery} />
      </AccountPage>
    );
  }
  return (
    <AccountPage title={text.accessTitle} intro={state.status === 'locked' ? text.accessIntro : undefined}>
      {state.status === 'loading' && (
        <>
          <StatusMessage>{text.loading}</StatusMessage>
          {/* The server sends this state: without scripts, it says why nothing comes. */}
          <noscript>
            <p>{text.needsScript}</p>
          </noscript>
        </>
      )}
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'expired' && (
        <p>
          <WithStudioContact text={state.message} />
        </p>
      )}
      {state.status === 'locked' && (
        <AccessForm
          albumId={albumId}
          onOpened={reload}
          onExpired={(message) => setState({ status: 'expired', message })}
        />
      )}
    </AccountPage>
  );
}
