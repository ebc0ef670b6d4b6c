import { api } from '@lapm/api-client';
import { useEffect, useState } from 'react';

/**
 * Whether the caller gets the e-mails about their albums, read from the account (the page's token
 * does not carry it); null until known. Unknown after a failure: the form then leaves the choice out
 * and saves the rest.
 */
export function useAlbumEmails(): boolean | null {
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    api.users
      .me()
      .then((user) => current && setWanted(user.album_emails ?? true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return wanted;
}
