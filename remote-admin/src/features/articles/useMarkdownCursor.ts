import type { Photo } from '@lapm/contracts';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { withPhotoLine } from './articleForm';

/**
 * Where a photo goes in the text: where she left the cursor, or at the end until she puts it
 * there. After an insertion the text box gets the focus back, the cursor just after the photo's line.
 */
export function useMarkdownCursor(markdown: string, onMarkdown: (markdown: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  useEffect(() => {
    if (caret === null) return;
    ref.current?.focus();
    ref.current?.setSelectionRange(caret, caret);
    cursor.current = caret;
    setCaret(null);
  }, [caret]);
  return {
    ref,
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => {
      cursor.current = event.currentTarget.selectionStart;
    },
    insertPhoto: (photo: Photo) => {
      const position = cursor.current ?? markdown.length;
      const next = withPhotoLine(markdown, position, photo);
      onMarkdown(next);
      setCaret(position + next.length - markdown.length);
    },
  };
}

export type MarkdownCursor = ReturnType<typeof useMarkdownCursor>;
