import { paragraphInlines } from '@lapm/articles';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

/**
 * A paragraph she wrote in « Contenu du site »: plain text, whose `[texte](/chemin)` are links
 * (checked by the server when published, as an article's). A paragraph's pieces never move: their
 * position is a stable key.
 */
export function Paragraph({ text }: { text: string }) {
  const { content } = paragraphInlines(text);
  return (
    <p>
      {content.map((inline, index) =>
        typeof inline === 'string' ? (
          <Fragment key={index}>{inline}</Fragment>
        ) : (
          <Link key={index} to={inline.to}>
            {inline.text}
          </Link>
        ),
      )}
    </p>
  );
}
