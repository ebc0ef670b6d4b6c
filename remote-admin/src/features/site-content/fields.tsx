import { TextArea, TextField } from '@lapm/ui';
import { joinParagraphs, splitParagraphs } from './draft';

/** A one-line text of the document. */
export function TextInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <TextField label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** A longer text, several lines. */
export function LongText({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <TextArea
      label={label}
      hint={hint}
      rows={4}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Paragraphs, typed with a blank line between two. */
export function ParagraphsInput({
  label,
  hint,
  paragraphs,
  onChange,
}: {
  label: string;
  hint: string;
  paragraphs: readonly string[];
  onChange: (paragraphs: string[]) => void;
}) {
  return (
    <LongText
      label={label}
      hint={hint}
      value={joinParagraphs(paragraphs)}
      onChange={(text) => onChange(splitParagraphs(text))}
    />
  );
}
