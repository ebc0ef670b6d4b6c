import { blogOffers } from '@lapm/articles';
import { Button, Checkbox } from '@lapm/ui';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { fr } from '../../../i18n/fr';
import styles from './VisualEditor.module.css';

/** The offer cards in the editor: which formulas they show, each ticked on or off, and the block removed. */
export function OffersView({ node, editor, getPos, updateAttributes, deleteNode }: ReactNodeViewProps) {
  const text = fr.visualEditor;
  const keys = node.attrs.keys as string[];
  // Read from the document, not from this render: two ticks can come before the view draws again.
  const currentKeys = () => {
    const position = getPos();
    const current = position === undefined ? null : editor.state.doc.nodeAt(position);
    return (current?.attrs.keys as string[] | undefined) ?? keys;
  };
  const toggle = (key: string, on: boolean) => {
    const kept = currentKeys().filter((each) => each !== key);
    updateAttributes({ keys: on ? [...kept, key] : kept });
  };
  return (
    <NodeViewWrapper className={styles.block} contentEditable={false} data-drag-handle="">
      <fieldset className={styles.offers}>
        <legend>{text.offersLegend}</legend>
        {keys.length === 0 && <p className={styles.description}>{text.noOffer}</p>}
        {Object.entries(blogOffers).map(([key, offer]) => (
          <Checkbox
            key={key}
            label={`${offer.title} (${offer.audience})`}
            checked={keys.includes(key)}
            onChange={(event) => toggle(key, event.target.checked)}
          />
        ))}
        <Button variant="quiet" size="small" onClick={deleteNode}>
          {text.removeOffers}
        </Button>
      </fieldset>
    </NodeViewWrapper>
  );
}
