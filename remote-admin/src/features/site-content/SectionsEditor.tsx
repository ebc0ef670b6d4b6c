import type { ContentBlock, TextBlock } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { joinLines, splitLines } from './draft';
import { LongText, ParagraphsInput, TextInput } from './fields';
import { fieldIdOf } from './problems';
import { Removal } from './Removal';
import { moved, SortableBox, SortableBoxes, sectionDragTexts, useBoxIds } from './SortableBoxes';

const text = fr.siteContent;

/** One text section's words: its heading, its paragraphs, its list if it has one. */
function TextSection({
  block,
  index,
  onChange,
}: {
  block: TextBlock;
  index: number;
  onChange: (block: TextBlock) => void;
}) {
  return (
    <>
      <TextInput
        path={['blocks', index, 'heading']}
        label={text.heading(String(index + 1))}
        value={block.heading}
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <ParagraphsInput
        path={['blocks', index, 'paragraphs']}
        label={text.paragraphs(block.heading)}
        hint={text.paragraphsHint}
        paragraphs={block.paragraphs}
        onChange={(paragraphs) => onChange({ ...block, paragraphs })}
      />
      {block.bullets && (
        <LongText
          path={['blocks', index, 'bullets']}
          label={text.bullets(block.heading)}
          hint={text.bulletsHint}
          value={joinLines(block.bullets)}
          onChange={(value) => onChange({ ...block, bullets: splitLines(value) })}
        />
      )}
    </>
  );
}

/**
 * The sections of a service page, in the page's order: moved by their handle; text sections added
 * and removed (asked first). A gallery stays, its photos are placed in « Mise en page ».
 */
export function SectionsEditor({
  blocks,
  onChange,
}: {
  blocks: readonly ContentBlock[];
  onChange: (blocks: ContentBlock[]) => void;
}) {
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const boxes = useBoxIds(blocks.length);
  const ids = boxes.ids;
  const nameAt = (index: number) => blocks[index]?.heading.trim() || text.untitledSection(index + 1);
  const setBlock = (index: number, block: ContentBlock) =>
    onChange(blocks.map((other, at) => (at === index ? block : other)));
  const add = () => {
    onChange([...blocks, { kind: 'text', heading: '', paragraphs: [''] }]);
    setSaid(text.sectionAdded);
    requestAnimationFrame(() =>
      document.getElementById(fieldIdOf(['blocks', blocks.length, 'heading']))?.focus(),
    );
  };
  const remove = (index: number) => {
    setSaid(text.sectionRemoved(nameAt(index)));
    boxes.removed(index);
    onChange(blocks.filter((_, at) => at !== index));
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <>
      <SortableBoxes
        ids={ids}
        texts={sectionDragTexts}
        nameOf={(id) => nameAt(ids.indexOf(id))}
        onMove={(from, to) => {
          boxes.moved(from, to);
          onChange(moved(blocks, from, to));
        }}
      >
        {blocks.map((block, index) => (
          <SortableBox
            key={ids[index]}
            id={ids[index] as string}
            handle={text.dragSection(nameAt(index))}
            legend={
              block.kind === 'gallery' ? text.gallerySection(nameAt(index)) : text.section(nameAt(index))
            }
          >
            {block.kind === 'gallery' ? (
              <TextInput
                path={['blocks', index, 'heading']}
                label={text.gallery(String(index + 1))}
                value={block.heading}
                onChange={(heading) => setBlock(index, { ...block, heading })}
              />
            ) : (
              <>
                <TextSection block={block} index={index} onChange={(next) => setBlock(index, next)} />
                <SectionRemoval name={nameAt(index)} onRemove={() => remove(index)} />
              </>
            )}
          </SortableBox>
        ))}
      </SortableBoxes>
      <div>
        <Button ref={addButton} variant="secondary" onClick={add}>
          {text.addSection}
        </Button>
      </div>
      <p role="status">{said}</p>
    </>
  );
}

function SectionRemoval({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Removal
      texts={{
        remove: text.removeSection(name),
        question: text.removeSectionQuestion(name),
        confirm: text.confirmRemoveSection(name),
        keep: text.keepSection,
        draft: text.sectionRemovalDraft,
      }}
      onRemove={onRemove}
    />
  );
}
