import type { LegalSection } from '../../content/legal';
import pageStyles from './Page.module.css';

/** One titled section of a legal text; `level` follows the page outline. */
export function LegalSectionView({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <section className={pageStyles.prose}>
      <Heading>{section.heading}</Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
