import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { FormLinks } from '@lapm/forms';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { LinkButtonForm } from '../shared/LinkButtonForm';
import { outcomeOf } from '../shared/outcome';

/** Opened from the link of a confirmation e-mail: the address is confirmed by its button. */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const t = fr.confirmEmail;
  const token = searchParams.get(RESET_TOKEN_PARAM) ?? '';

  return (
    <AccountPage title={t.title} head={publicFormHeads.confirmEmail} intro={t.intro}>
      <LinkButtonForm
        path={paths.confirmEmail}
        token={token}
        submitLabel={t.submit}
        send={async () => {
          const { api, emailConfirmPayloadSchema } = await loadApiClient();
          const parsed = emailConfirmPayloadSchema.safeParse({ token });
          if (!parsed.success) return { outcome: { kind: 'error', text: t.noToken } };
          return { outcome: outcomeOf(await api.confirmEmail(parsed.data), t.success) };
        }}
      />
      <FormLinks links={[{ to: paths.login, label: fr.common.backToLogin }]} />
    </AccountPage>
  );
}
