import { openingHoursLabel, studio, townsServed } from '@lapm/contracts';
import { DocumentHead } from '@lapm/seo';
import { head } from '../../content/heads/contact';
import { fr } from '../../i18n/fr';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import styles from './ContactPage.module.css';
import { EnquiryForm } from './EnquiryForm';

export default function ContactPage() {
  const text = fr.contact;
  return (
    <div>
      <DocumentHead head={head} />
      <PageHeader title={text.title} lead={text.intro} />
      <div className={styles.channels}>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.mailHeading}</h2>
          <a className={styles.value} href={`mailto:${studio.email}`}>
            {studio.email}
          </a>
        </section>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.phoneHeading}</h2>
          <a className={styles.value} href={`tel:${studio.phoneE164}`}>
            {studio.phoneDisplay}
          </a>
        </section>
        <section className={styles.channel}>
          <h2 className={styles.channelTitle}>{text.hoursHeading}</h2>
          <p className={styles.value}>{openingHoursLabel}</p>
        </section>
      </div>
      <EnquiryForm />
      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{text.areaHeading}</h2>
        <p className={pageStyles.prose}>{text.areaText}</p>
        <ul className={styles.towns}>
          {townsServed.map((town) => (
            <li key={town.name}>
              {town.name} <span className={styles.department}>({town.department})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
