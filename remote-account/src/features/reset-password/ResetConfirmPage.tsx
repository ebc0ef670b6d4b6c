import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { clearFields, FormLinks } from '@lapm/forms';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { LinkPasswordForm } from '../shared/LinkPasswordForm';
import { outcomeOf } from '../shared/outcome';

export default function ResetConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const t = fr.resetConfirm;

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetConfirm} intro={t.intro}>
      <LinkPasswordForm
        path={paths.resetPasswordConfirm}
        token={token}
        noToken={t.noToken}
        submitLabel={t.submit}
        submit={async (payload, form) => {
          const { api } = await loadApiClient();
          const result = outcomeOf(await api.confirmPasswordReset(payload), t.success);
          if (result.kind === 'success') clearFields(form, ['password', 'passwordConfirm']);
          return { outcome: result };
        }}
      />
      <FormLinks
        links={[
          ...(token ? [] : [{ to: paths.resetPassword, label: t.newRequest }]),
          { to: paths.login, label: fr.common.backToLogin },
        ]}
      />
    </AccountPage>
  );
}
