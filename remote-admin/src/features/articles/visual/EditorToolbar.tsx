import { Button, TextField } from '@lapm/ui';
import { type Editor, useEditorState } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { fr } from '../../../i18n/fr';
import type { PhotoPicking } from '../usePhotoPicking';
import { useToolbarKeys } from './useToolbarKeys';
import styles from './VisualEditor.module.css';

/** The link at the cursor: changed, put on the selected words, or, with nothing selected, typed as its own text. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const text = fr.visualEditor;
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  function apply(event: FormEvent) {
    event.preventDefault();
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address === '') chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else chain.setLink({ href: address }).run();
    onDone();
  }
  return (
    // A form of its own would nest in the article's form: Enter applies through the key handler.
    <fieldset className={styles.linkForm}>
      <legend className={styles.legend}>{text.linkGroup}</legend>
      <TextField
        label={text.linkAddress}
        hint={text.linkHint}
        value={href}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onDone();
        }}
      />
      <Button size="small" onClick={apply}>
        {text.applyLink}
      </Button>
    </fieldset>
  );
}

interface Tool {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  onClick: () => void;
}

/**
 * Headings, lists, links, library photos and offer cards, each a labelled button: one stop of
 * Tab, the arrow keys, Home and End between them.
 */
export function EditorToolbar({ editor, pickers }: { editor: Editor; pickers: PhotoPicking }) {
  const text = fr.visualEditor;
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading'),
      list: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const tools: Tool[] = [
    {
      label: text.heading,
      pressed: active.heading,
      onClick: () => run((chain) => chain.toggleHeading({ level: 2 })),
    },
    { label: text.list, pressed: active.list, onClick: () => run((chain) => chain.toggleBulletList()) },
    { label: text.link, pressed: active.link, expanded: linking, onClick: () => setLinking(!linking) },
    { label: text.photo, expanded: pickers.isOpen('body'), onClick: () => pickers.toggle('body') },
    {
      label: text.offers,
      onClick: () => run((chain) => chain.insertContent({ type: 'offers', attrs: { keys: [] } })),
    },
  ];
  const keys = useToolbarKeys(tools.length);
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={text.toolbar} onKeyDown={keys.onKeyDown}>
        {tools.map((tool, index) => (
          <Button
            key={tool.label}
            variant="secondary"
            size="small"
            tabIndex={keys.tabIndexOf(index)}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            onFocus={() => keys.focused(index)}
            onClick={tool.onClick}
          >
            {tool.label}
          </Button>
        ))}
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </>
  );
}
