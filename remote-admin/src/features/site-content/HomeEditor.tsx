import type { HomePageDocument } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;
type Set = (path: (string | number)[], value: unknown) => void;

/** « Page d'accueil »: every word of the home page; its photos are placed in « Mise en page ». */
export function HomeEditor({
  document,
  onChange,
}: {
  document: HomePageDocument;
  onChange: (document: HomePageDocument) => void;
}) {
  const set: Set = (path, value) => onChange(setIn(document, path, value));
  return (
    <>
      <Opening document={document} set={set} />
      <fieldset className={styles.group}>
        <legend>{text.homeServices}</legend>
        <TextInput
          path={['servicesHeading']}
          label={text.homeServicesHeading}
          value={document.servicesHeading}
          onChange={(value) => set(['servicesHeading'], value)}
        />
        {document.services.map((service, index) => (
          <div key={service.id} className={styles.block}>
            <TextInput
              path={['services', index, 'title']}
              label={text.homeCardTitle(text.homeCardNames[service.id])}
              value={service.title}
              onChange={(value) => set(['services', index, 'title'], value)}
            />
            <LongText
              path={['services', index, 'text']}
              label={text.homeCardText(text.homeCardNames[service.id])}
              value={service.text}
              onChange={(value) => set(['services', index, 'text'], value)}
            />
          </div>
        ))}
      </fieldset>
      <Teaser document={document} set={set} part="about" legend={text.homeAbout} />
      <Teaser document={document} set={set} part="portfolio" legend={text.homePortfolio} />
    </>
  );
}

/** The opening: the words beside her main photo and its two buttons. */
function Opening({ document, set }: { document: HomePageDocument; set: Set }) {
  const line = (key: 'eyebrow' | 'title' | 'slogan' | 'servicesLink' | 'aboutLink', label: string) => (
    <TextInput path={[key]} label={label} value={document[key]} onChange={(value) => set([key], value)} />
  );
  return (
    <fieldset className={styles.group}>
      <legend>{text.homeOpening}</legend>
      {line('eyebrow', text.homeEyebrow)}
      {line('title', text.homeTitle)}
      {line('slogan', text.homeSlogan)}
      <LongText
        path={['intro']}
        label={text.homeIntro}
        value={document.intro}
        onChange={(value) => set(['intro'], value)}
      />
      {line('servicesLink', text.homeServicesLink)}
      {line('aboutLink', text.homeAboutLink)}
    </fieldset>
  );
}

/** One of the two teasers under the cards, « Qui suis-je ? » or the portfolio. */
function Teaser({
  document,
  set,
  part,
  legend,
}: {
  document: HomePageDocument;
  set: Set;
  part: 'about' | 'portfolio';
  legend: string;
}) {
  const words = document[part];
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <TextInput
        path={[part, 'heading']}
        label={text.teaserHeading(legend)}
        value={words.heading}
        onChange={(value) => set([part, 'heading'], value)}
      />
      <LongText
        path={[part, 'text']}
        label={text.teaserText(legend)}
        value={words.text}
        onChange={(value) => set([part, 'text'], value)}
      />
      <TextInput
        path={[part, 'link']}
        label={text.teaserLink(legend)}
        value={words.link}
        onChange={(value) => set([part, 'link'], value)}
      />
    </fieldset>
  );
}
