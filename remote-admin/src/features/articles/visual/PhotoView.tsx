import { api } from '@lapm/api-client';
import { libraryPhotoId } from '@lapm/contracts';
import { Button, Picture, TextField } from '@lapm/ui';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
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

/** A photo of the text in the editor: its description (from the library) and its caption, which she can change. */
export function PhotoView({ node, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const text = fr.visualEditor;
  const { src, alt, caption } = node.attrs as { src: string; alt: string; caption: string };
  return (
    <NodeViewWrapper as="figure" className={styles.block} contentEditable={false} data-drag-handle="">
      <Thumbnail src={src} alt={alt} />
      <figcaption className={styles.blockFields}>
        <p className={styles.description}>{text.photoDescription(alt)}</p>
        <TextField
          label={text.caption}
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
