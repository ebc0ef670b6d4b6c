import { TextArea, TextField } from '@lapm/ui';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { joinParagraphs, splitParagraphs } from './draft';
import { type FieldPath, fieldIdOf, useFieldBoard } from './problems';

/**
 * A field of the document, by its path: it wears its problem (under it, `aria-invalid`, reached by
 * its id) and steps aside when the field search does not find it.
 */
function useDocumentField(path: FieldPath, label: string, value: string) {
  const board = useFieldBoard();
  board.register(path, label);
  const message = board.messageOf(path);
  return {
    id: fieldIdOf(path),
    error: message ? <span>{message}</span> : undefined,
    shown: board.matches(label, value),
  };
}

function Shown({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div data-field hidden={!shown} data-match={shown ? '' : undefined}>
      {children}
    </div>
  );
}

interface TextProps {
  path: FieldPath;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
}

/** A text of the document: one line, or several (`lines`). */
function DocumentText({ path, label, value, onChange, hint, lines }: TextProps & { lines?: number }) {
  const { id, error, shown } = useDocumentField(path, label, value);
  const field = { id, label, hint, error, value };
  return (
    <Shown shown={shown}>
      {lines ? (
        <TextArea {...field} rows={lines} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField {...field} onChange={(event) => onChange(event.target.value)} />
      )}
    </Shown>
  );
}

/** A one-line text of the document. */
export function TextInput(props: TextProps) {
  return <DocumentText {...props} />;
}

/** A longer text, several lines. */
export function LongText(props: TextProps) {
  return <DocumentText {...props} lines={4} />;
}

/** Paragraphs, typed with a blank line between two. */
export function ParagraphsInput({
  path,
  label,
  hint,
  paragraphs,
  onChange,
}: {
  path: FieldPath;
  label: string;
  hint: string;
  paragraphs: readonly string[];
  onChange: (paragraphs: string[]) => void;
}) {
  return (
    <LongText
      path={path}
      label={label}
      hint={hint}
      value={joinParagraphs(paragraphs)}
      onChange={(text) => onChange(splitParagraphs(text))}
    />
  );
}

/** The title and the lead a page opens with, at the top of its document. */
export function TitleAndLead({
  title,
  lead,
  set,
}: {
  title: string;
  lead: string;
  set: (path: (string | number)[], value: string) => void;
}) {
  return (
    <>
      <TextInput
        path={['title']}
        label={fr.siteContent.title_}
        value={title}
        onChange={(value) => set(['title'], value)}
      />
      <LongText
        path={['lead']}
        label={fr.siteContent.lead}
        value={lead}
        onChange={(value) => set(['lead'], value)}
      />
    </>
  );
}
