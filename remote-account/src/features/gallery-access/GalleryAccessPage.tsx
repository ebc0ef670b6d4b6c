import { usePostedForm } from '@lapm/api-client/page-data';
import { galleryPath, paths } from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, fieldOf, SubmitButton, useFormPost } from '@lapm/forms';
import { TextField } from '@lapm/ui';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText } from '../shared/outcome';

type Field = 'code' | 'guest';

/**
 * Too many tries get the limit's own sentence, unless the server asked to wait a few seconds (an
 * address shared by many guests, one try at a time); anything else, the server's words.
 */
const t = fr.galleryAccess;
const accessFailure = (failure: unknown) =>
  failure instanceof Error &&
  'status' in failure &&
  failure.status === 429 &&
  failure.message !== t.oneTryAtATime
    ? t.tooManyTries
    : failureText(failure);

/**
 * « Accéder à une galerie » (/galerie): someone who holds only a code types it, and their name for
 * their own favourites. A real form posted to the server before or without the app
 * (web/form-handlers.ts), which then goes to the gallery the code opens.
 */
export default function GalleryAccessPage() {
  const navigate = useNavigate();
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useFormPost<Field>({
    path: paths.galleryAccess,
    posted: usePostedForm(),
    describe: accessFailure,
    async send(data) {
      const code = fieldOf(data, 'code').trim();
      if (!code) return { problem: { field: 'code', message: t.codeRequired } };
      const { api } = await loadApiClient();
      const guest = fieldOf(data, 'guest').trim();
      const { albumId } = await (guest
        ? api.galleries.accessByCode(code, guest)
        : api.galleries.accessByCode(code));
      navigate(galleryPath(albumId));
      return undefined;
    },
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.galleryAccess} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <TextField
          id={idOf('code')}
          name="code"
          label={fr.gallery.accessCode}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          defaultValue={sentValue('code')}
          error={errorOf('code')}
        />
        <TextField
          id={idOf('guest')}
          name="guest"
          label={fr.gallery.guestName}
          hint={fr.gallery.guestNameHint}
          autoComplete="given-name"
          maxLength={120}
          defaultValue={sentValue('guest')}
          error={errorOf('guest')}
        />
        <ActionRow>
          <SubmitButton busy={pending} label={t.submit} busyLabel={fr.gallery.accessSubmitting} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
    </AccountPage>
  );
}
