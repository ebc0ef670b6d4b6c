import { albumIdOf, sessionDateInWords } from '@lapm/contracts';
import { FormError, StatusMessage } from '@lapm/forms';
import { useParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { WithStudioContact } from '../shared/StudioContact';
import { AccessForm } from './AccessForm';
import { GalleryCover } from './GalleryCover';
import { GalleryView } from './GalleryView';
import { useGalleryState } from './useGalleryState';

/**
 * A client's gallery at /galerie/:albumId. Its owner with a session, or anyone who gave the
 * album's code in this browser, sees it; anyone else (the server answers 404 alike, to say
 * nothing of what exists) is asked for the code. Past its last day, they are told when it ended
 * and how to reach the studio.
 */
export default function GalleryPage() {
  const albumId = albumIdOf(useParams().albumId);
  const { state, setState, reload } = useGalleryState(albumId);

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
        {/* A gallery that differs from the server's (more than its other photos) starts its view afresh. */}
        <GalleryView key={state.served ? 'served' : 'read'} albumId={albumId} gallery={state.gallery} />
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
