import type { Photo } from '@lapm/contracts';
import { libraryPhotoPath } from '@lapm/contracts';
import { EditorContent, useEditor } from '@tiptap/react';
import { type RefObject, useEffect, useRef } from 'react';
import { fieldId } from '../fieldId';
import type { PhotoPicking } from '../usePhotoPicking';
import { EditorToolbar } from './EditorToolbar';
import { articleExtensions } from './extensions';
import { docFromMarkdown, markdownFromDoc } from './markdownDoc';
import styles from './VisualEditor.module.css';

export interface VisualEditorProps {
  markdown: string;
  onMarkdown: (markdown: string) => void;
  /** The field's label and hint, which name and describe the editing area. */
  labelId: string;
  hintId: string;
  error?: string | undefined;
  pickers: PhotoPicking;
  /** Filled with what puts a library photo at the cursor, for the library's picker. */
  insertPhotoRef: RefObject<((photo: Photo) => void) | null>;
}

/**
 * The article's text, edited as it will look (docs/decisions/0024). Every change is written back
 * as the Markdown subset at once, so the draft's autosave and the save see what the textarea gave.
 */
export default function VisualEditor({
  markdown,
  onMarkdown,
  labelId,
  hintId,
  error,
  pickers,
  insertPhotoRef,
}: VisualEditorProps) {
  // The form's text, and what the editor would write for it: a text typed by hand in another
  // form (`*` items, a last empty line) is not changed, nor the draft saved, until she types.
  const written = useRef(markdown);
  const unchanged = useRef(markdownFromDoc(docFromMarkdown(markdown)));
  const invalid = useRef(Boolean(error));
  const describedBy = useRef(hintId);
  const editor = useEditor({
    extensions: articleExtensions,
    content: docFromMarkdown(markdown),
    immediatelyRender: true,
    editorProps: {
      // Read at each update of the view: the message of the last save can come or go.
      attributes: () => ({
        id: fieldId('markdown'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy.current,
        class: styles.area ?? '',
        ...(invalid.current && { 'aria-invalid': 'true' }),
      }),
    },
    onUpdate: ({ editor: changed }) => {
      const next = markdownFromDoc(changed.getJSON());
      if (next === unchanged.current) return;
      written.current = next;
      unchanged.current = next;
      onMarkdown(next);
    },
  });

  // A text put back from elsewhere (a version, a draft found on opening) replaces the document.
  useEffect(() => {
    if (markdown === written.current) return;
    written.current = markdown;
    const doc = docFromMarkdown(markdown);
    unchanged.current = markdownFromDoc(doc);
    editor.commands.setContent(doc, { emitUpdate: false });
  }, [editor, markdown]);

  useEffect(() => {
    invalid.current = Boolean(error);
    describedBy.current = hintId;
    // The view may not be mounted yet: it then reads the attributes when it is.
    if (editor.isInitialized) editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
  }, [editor, error, hintId]);

  useEffect(() => {
    insertPhotoRef.current = (photo: Photo) => {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'photo',
          attrs: { src: libraryPhotoPath(photo.id), alt: photo.alt, caption: '' },
        })
        .run();
    };
    return () => {
      insertPhotoRef.current = null;
    };
  }, [editor, insertPhotoRef]);

  return (
    <div className={styles.editor}>
      <EditorToolbar editor={editor} pickers={pickers} />
      <EditorContent editor={editor} />
    </div>
  );
}
