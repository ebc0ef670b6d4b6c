import { SearchBox } from '@lapm/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

interface Section {
  label: string;
  depth: number;
}

const depthOf = (element: Element): number => {
  const outer = element.parentElement?.closest('fieldset');
  return outer ? 1 + depthOf(outer) : 0;
};

/** The form's frames (sections, then a card, a formula, a review), read from the form as it is drawn. */
function sectionsOf(form: HTMLElement): { sections: Section[]; elements: HTMLFieldSetElement[] } {
  const elements = [...form.querySelectorAll('fieldset')].filter((element) => depthOf(element) < 2);
  return {
    elements,
    sections: elements.map((element) => ({
      label: [...element.children].find((child) => child.tagName === 'LEGEND')?.textContent ?? '',
      depth: depthOf(element),
    })),
  };
}

/**
 * On a long page (a service page has some two hundred fields), a jump menu to its sections and a
 * search that leaves only the fields whose label or value holds the words typed (« mariage »,
 * « 1399 »): on her phone, a price is two taps away instead of several metres of scrolling.
 */
export function FieldFinder({
  term,
  onTerm,
  version,
}: {
  term: string;
  onTerm: (term: string) => void;
  /** Changes when the form's frames may have changed (another page, a card added). */
  version: unknown;
}) {
  const [sections, setSections] = useState<Section[]>([]);
  const [found, setFound] = useState(0);
  // The form around: its frames are read once drawn (its own ref is set after this component's effects).
  const root = useRef<HTMLDivElement>(null);
  const formOf = () => root.current?.closest('form') ?? null;

  useLayoutEffect(() => {
    const element = formOf();
    if (!element) return;
    const next = sectionsOf(element).sections;
    setSections((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
    setFound(element.querySelectorAll('[data-field][data-match]').length);
  }, [term, version]);

  function jump(index: number) {
    const element = formOf();
    if (!element) return;
    const target = sectionsOf(element).elements[index];
    if (!target) return;
    if (term) onTerm('');
    // After the search is cleared, the frame is in the page again.
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
    });
  }

  return (
    <div ref={root} className={styles.finder}>
      <label className={styles.select}>
        <span>{text.jumpLabel}</span>
        <select
          value=""
          onChange={(event) => {
            if (event.target.value !== '') jump(Number(event.target.value));
          }}
        >
          <option value="">{text.jumpPlaceholder}</option>
          {sections.map((section, index) => (
            <option key={`${index}-${section.label}`} value={index}>
              {section.depth === 0 ? section.label : `\u00a0\u00a0\u00a0${section.label}`}
            </option>
          ))}
        </select>
      </label>
      <SearchBox
        label={text.searchLabel}
        value={term}
        onChange={onTerm}
        placeholder={text.searchPlaceholder}
      />
      <p role="status" className={styles.hint}>
        {term.trim() === '' ? null : found === 0 ? text.searchNone : text.searchFound(found)}
      </p>
    </div>
  );
}
