import { adminClientFilePath, adminEditUserPath, paths } from '@lapm/contracts';
import { SearchableList } from '@lapm/forms';
import { Button, ButtonLink, Card, VisuallyHidden } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AccountEmail } from '../shared/AccountEmail';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { userMatches } from '../shared/search';
import { useAdminLoader } from '../shared/useAdminLoader';
import { InviteClientForm } from './InviteClientForm';
import { ResendInvitation } from './ResendInvitation';

export default function UsersPage() {
  const text = fr.users;
  // A new invited client appears in the list: it is read again after each invitation.
  const users = useAdminLoader(paths.adminUsers);
  // Links sent again from this screen: valid now, whatever the list said when it was loaded.
  const [inviting, setInviting] = useState(false);
  const [resent, setResent] = useState<ReadonlySet<number>>(new Set());
  return (
    <AdminPage title={text.title}>
      {/* Opened on demand: the list stays the screen's first content. */}
      {inviting ? (
        <InviteClientForm onInvited={users.reload} />
      ) : (
        <p>
          <Button variant="secondary" onClick={() => setInviting(true)}>
            {fr.invitation.legend}
          </Button>
        </p>
      )}
      <SearchableList
        state={users.state}
        matches={userMatches}
        text={text}
        renderItem={(user) => {
          const name = `${user.firstname} ${user.lastname}`;
          const invitation = user.invitation && (resent.has(user.id) ? 'pending' : user.invitation);
          return (
            <Card
              key={user.id}
              as="li"
              headingLevel={2}
              title={name}
              meta={text.cardMeta(user.id)}
              actions={
                <>
                  <ButtonLink to={adminEditUserPath(user.id)} variant="secondary" size="small">
                    {fr.common.edit}
                    <VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </ButtonLink>
                  {user.role === 'user' && (
                    <ButtonLink to={adminClientFilePath(user.id)} variant="secondary" size="small">
                      {fr.clientFile.open}
                      <VisuallyHidden>{` ${name}`}</VisuallyHidden>
                    </ButtonLink>
                  )}
                  {invitation && (
                    <ResendInvitation
                      userId={user.id}
                      name={name}
                      onSent={() => setResent((current) => new Set(current).add(user.id))}
                    />
                  )}
                </>
              }
            >
              <Details
                items={[
                  [fr.common.email, <AccountEmail user={user} />],
                  [fr.common.role, fr.common.roles[user.role]],
                  ...(invitation ? [[fr.invitation.state, fr.invitation[invitation]] as const] : []),
                ]}
              />
            </Card>
          );
        }}
      />
    </AdminPage>
  );
}
