import { type SeoDocument, seoLengths } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import { googleAddress, googleCut, lengthVerdict } from './googleResult';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Her guidance on a length, in French: how long it is, and whether Google will cut it. It never refuses. */
function LengthHint({ field, value }: { field: keyof typeof seoLengths; value: string }) {
  const { from, to } = seoLengths[field];
  const verdict = lengthVerdict(field, value);
  return (
    <span data-verdict={verdict}>
      {text.seoCount(value.trim().length)}{' '}
      {verdict === 'cut'
        ? text.seoCut(to)
        : verdict === 'short'
          ? text.seoShort(from, to)
          : text.seoGood(from, to)}
    </span>
  );
}

/** The page's result as Google lays it out: the site's address, the title in blue, the description, both cut where Google cuts. */
export function GoogleResult({
  name,
  path,
  title,
  description,
}: {
  name: string;
  path: string;
  title: string;
  description: string;
}) {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <figure className={styles.googleResult} aria-label={text.seoPreview(name)}>
      <p className={styles.googleAddress}>{googleAddress(host, path)}</p>
      <p className={styles.googleTitle}>{googleCut(title, seoLengths.title.to)}</p>
      <p className={styles.googleDescription}>{googleCut(description, seoLengths.description.to)}</p>
    </figure>
  );
}

/** « Titres et descriptions Google »: for each public page, the <title> and meta description it sends, with its Google result live. */
export function SeoEditor({
  document,
  onChange,
}: {
  document: SeoDocument;
  onChange: (document: SeoDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  return (
    <>
      <p className={styles.hint}>{text.seoIntro}</p>
      {document.pages.map((page, index) => {
        const name = text.seoPageNames[page.path] ?? page.path;
        return (
          <fieldset key={page.path} className={styles.group}>
            <legend>{text.seoPage(name)}</legend>
            <TextInput
              path={['pages', index, 'title']}
              label={text.seoTitle(name)}
              hint={<LengthHint field="title" value={page.title} />}
              value={page.title}
              onChange={(value) => set(['pages', index, 'title'], value)}
            />
            <LongText
              path={['pages', index, 'description']}
              label={text.seoDescription(name)}
              hint={<LengthHint field="description" value={page.description} />}
              value={page.description}
              onChange={(value) => set(['pages', index, 'description'], value)}
            />
            <GoogleResult name={name} path={page.path} title={page.title} description={page.description} />
          </fieldset>
        );
      })}
    </>
  );
}
