import { api } from '@lapm/api-client';
import { adminEditUserPath } from '@lapm/contracts';
import { SearchableList, useLoad } from '@lapm/forms';
import { ButtonLink, Card, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AccountEmail } from '../shared/AccountEmail';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { userMatches } from '../shared/search';

export default function UsersPage() {
  const text = fr.users;
  return (
    <AdminPage title={text.title}>
      <SearchableList
        state={useLoad(api.users.list)}
        matches={userMatches}
        text={text}
        renderItem={(user) => {
          const name = `${user.firstname} ${user.lastname}`;
          return (
            <Card
              key={user.id}
              as="li"
              headingLevel={2}
              title={name}
              meta={text.cardMeta(user.id)}
              actions={
                <ButtonLink to={adminEditUserPath(user.id)} variant="secondary" size="small">
                  {fr.common.edit}
                  <VisuallyHidden>{` ${name}`}</VisuallyHidden>
                </ButtonLink>
              }
            >
              <Details
                items={[
                  [fr.common.email, <AccountEmail user={user} />],
                  [fr.common.role, fr.common.roles[user.role]],
                ]}
              />
            </Card>
          );
        }}
      />
    </AdminPage>
  );
}
