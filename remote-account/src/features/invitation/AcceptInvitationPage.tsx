import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { FormLinks } from '@lapm/forms';
import { sessionStore } from '@lapm/session';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { LinkPasswordForm } from '../shared/LinkPasswordForm';

/**
 * The page of an invitation link: the client the studio invited chooses a password (the
 * registration rules), is signed in and lands on their albums. A link that no longer works
 * says how to get another one.
 */
export default function AcceptInvitationPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const t = fr.invitation;

  return (
    <AccountPage title={t.title} head={publicFormHeads.invitation} intro={t.intro}>
      <LinkPasswordForm
        path={paths.invitation}
        token={token}
        noToken={t.noToken}
        submitLabel={t.submit}
        submit={async (payload) => {
          const { api } = await loadApiClient();
          await api.acceptInvitation(payload);
          // The API client has put the new session into the store.
          if (!sessionStore.getState().claims)
            return { outcome: { kind: 'error', text: fr.common.unexpected } };
          navigate(paths.myAlbums, { replace: true });
          return undefined;
        }}
        after={(outcome) => (!token || outcome?.kind === 'error') && <p>{t.askAgain}</p>}
      />
      <FormLinks
        links={[
          { to: paths.contact, label: t.contact },
          { to: paths.login, label: fr.common.backToLogin },
        ]}
      />
    </AccountPage>
  );
}
