import type { Photo } from '@lapm/contracts';
import { useState } from 'react';
import { ArticlePhotoPicker } from './ArticlePhotoPicker';
import { type ArticleFormValues, withPhotoAs } from './articleForm';

type Picking = 'body' | 'cover' | 'share';

/**
 * The library's picker, open for one place at a time: the text (the photo goes in at the cursor),
 * the cover or the share image (the photo brings its alt text).
 */
export function usePhotoPicking(
  values: ArticleFormValues,
  onValues: (values: ArticleFormValues) => void,
  insertInBody: (photo: Photo) => void,
) {
  const [picking, setPicking] = useState<Picking | null>(null);
  function pick(photo: Photo) {
    if (picking === 'body') insertInBody(photo);
    else if (picking) onValues(withPhotoAs(values, picking, photo));
    setPicking(null);
  }
  return {
    isOpen: (which: Picking) => picking === which,
    toggle: (which: Picking) => setPicking(picking === which ? null : which),
    picker: (which: Picking) =>
      picking === which && (
        <ArticlePhotoPicker
          action={which === 'body' ? 'insert' : 'choose'}
          onClose={() => setPicking(null)}
          onPick={pick}
        />
      ),
  };
}

export type PhotoPicking = ReturnType<typeof usePhotoPicking>;
