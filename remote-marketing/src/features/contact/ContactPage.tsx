import { type ContactDocument, paths, phoneHref } from '@lapm/contracts';
import { contact } from '@lapm/site-seed/contact';
import type { ReactNode } from 'react';
import { head } from '../../content/heads/contact';
import { useSiteContent } from '../../content/siteContent';
import { fr } from '../../i18n/fr';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';
import styles from './ContactPage.module.css';
import { EnquiryForm } from './EnquiryForm';

export default function ContactPage() {
  const { document } = useSiteContent<'contact'>(paths.contact, contact);
  return (
    <>
      <PublishedHead head={head} />
      <ContactView details={document} form={<EnquiryForm />} />
    </>
  );
}

/** The page itself, for the published details or for her draft (the admin's preview, without the form). */
export function ContactView({ details, form }: { details: ContactDocument; form?: ReactNode }) {
  const text = fr.contact;
  return (
    <div>
      <PageHeader title={text.title} lead={text.intro} />
      <div className={styles.channels}>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.mailHeading}</h2>
          <a className={styles.value} href={`mailto:${details.email}`}>
            {details.email}
          </a>
        </section>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.phoneHeading}</h2>
          <a className={styles.value} href={phoneHref(details.phone)}>
            {details.phone}
          </a>
        </section>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.hoursHeading}</h2>
          <p className={styles.value}>{details.hours}</p>
        </section>
      </div>
      {form}
      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{text.areaHeading}</h2>
        <p className={pageStyles.prose}>{text.areaText}</p>
        <ul className={styles.towns}>
          {details.areas.flatMap((area) =>
            area.towns.map((town) => (
              <li key={`${area.department}-${town}`}>
                {town} <span className={styles.department}>({area.department})</span>
              </li>
            )),
          )}
        </ul>
      </section>
    </div>
  );
}
