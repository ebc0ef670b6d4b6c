import { api } from '@lapm/api-client';
import { libraryPhotoId } from '@lapm/contracts';
import { Button, Picture, TextField, VisuallyHidden } from '@lapm/ui';
import { NodeViewWrapper, type ReactNodeViewProps, useEditorState } from '@tiptap/react';
import { fr } from '../../../i18n/fr';
import { useBodyPhotos } from '../useBodyPhotos';
import styles from './VisualEditor.module.css';

/** The photo's thumbnail: the library's smallest file, or the drawn placeholder of a seeded article. */
function Thumbnail({ src, alt }: { src: string; alt: string }) {
  const id = libraryPhotoId(src);
  const [photo] = useBodyPhotos(id ? [id] : []);
  if (!id) return <Picture image={{ src, alt }} className={styles.thumb} />;
  if (!photo) return null;
  return (
    <img className={styles.thumb} src={api.photos.fileUrl(photo.id, photo.widths[0] ?? 0, 'jpg')} alt={alt} />
  );
}

/**
 * Which of the text's photos this one is, for its caption's name: by its description when no
 * other photo has it, else by its place among them too.
 */
function usePhotoPlace({ editor, getPos, node }: Pick<ReactNodeViewProps, 'editor' | 'getPos' | 'node'>) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const alts: string[] = [];
      let place = 0;
      const at = getPos();
      current.state.doc.descendants((child, pos) => {
        if (child.type !== node.type) return;
        alts.push(String(child.attrs.alt ?? ''));
        if (pos === at) place = alts.length;
      });
      const alt = String(node.attrs.alt ?? '');
      const alone = alt !== '' && alts.filter((other) => other === alt).length === 1;
      return alone ? null : { place, count: alts.length };
    },
  });
}

/** A photo of the text in the editor: its description (from the library) and its caption, which she can change. */
export function PhotoView({ node, editor, getPos, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const text = fr.visualEditor;
  const { src, alt, caption } = node.attrs as { src: string; alt: string; caption: string };
  const place = usePhotoPlace({ editor, getPos, node });
  return (
    <NodeViewWrapper as="figure" className={styles.block} contentEditable={false} data-drag-handle="">
      <Thumbnail src={src} alt={alt} />
      <figcaption className={styles.blockFields}>
        <p className={styles.description}>{text.photoDescription(alt)}</p>
        <TextField
          label={
            <>
              {text.caption}
              {/* Her photos' captions are told apart by the photo they are under. */}
              <VisuallyHidden>{text.captionOf(alt, place)}</VisuallyHidden>
            </>
          }
          value={caption}
          onChange={(event) => updateAttributes({ caption: event.target.value })}
        />
        <Button variant="quiet" size="small" aria-label={text.removePhotoNamed(alt)} onClick={deleteNode}>
          {text.removePhoto}
        </Button>
      </figcaption>
    </NodeViewWrapper>
  );
}
