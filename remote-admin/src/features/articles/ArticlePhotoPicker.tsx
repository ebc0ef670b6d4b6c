import type { Photo } from '@lapm/contracts';
import { ActionRow } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';

interface ArticlePhotoPickerProps {
  onPick: (photo: Photo) => void;
  onClose: () => void;
  /** What picking does: insert into the text (the default) or choose (a cover, a share image). */
  action?: 'insert' | 'choose';
}

/**
 * The library's thumbnail picker, in the article's form: for a photo of the text or its cover.
 * It sits inside the form: Enter in its search box searches, it never saves the article.
 */
export function ArticlePhotoPicker({ onPick, onClose, action = 'insert' }: ArticlePhotoPickerProps) {
  const text = fr.photoPicker;
  return (
    <section aria-label={text.label}>
      <PhotoPicker
        hint={action === 'insert' ? text.insertHint : text.chooseHint}
        {...(action === 'insert' && { pickLabel: text.insertNamed })}
        onPick={onPick}
      />
      <ActionRow>
        <Button variant="secondary" size="small" onClick={onClose}>
          {text.close}
        </Button>
      </ActionRow>
    </section>
  );
}
