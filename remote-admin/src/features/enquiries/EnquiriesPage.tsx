import { api } from '@lapm/api-client';
import {
  adminEnquiryPath,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryStatus,
  frenchDay,
  matchesSearch,
  namedFormulaLabel,
  paths,
  studioDay,
} from '@lapm/contracts';
import { errorMessage, SearchableList } from '@lapm/forms';
import { ButtonLink, Card, SelectField, VisuallyHidden } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { useAdminLoader } from '../shared/useAdminLoader';
import styles from './EnquiriesPage.module.css';

// Case and accents ignored, a number finds the enquiry with that id (as the other lists).
const enquiryMatches = (term: string, enquiry: Enquiry) =>
  matchesSearch(term, enquiry.id, [
    enquiry.firstname,
    enquiry.lastname,
    enquiry.email,
    namedFormulaLabel(enquiry),
    enquiry.wishedDate ?? '',
    enquiry.status,
    enquiry.message,
  ]);

/** « Demandes »: the enquiries of the site's form, newest first, with a status she sets. */
export default function EnquiriesPage() {
  const text = fr.enquiries;
  // What she changed here since the list was loaded, and a change the API refused.
  const [statuses, setStatuses] = useState<Record<number, EnquiryStatus>>({});
  const [failures, setFailures] = useState<Record<number, string>>({});

  async function change(id: number, status: EnquiryStatus) {
    const previous = statuses[id];
    setStatuses((current) => ({ ...current, [id]: status }));
    setFailures(({ [id]: _, ...rest }) => rest);
    try {
      await api.enquiries.setStatus(id, status);
    } catch (failure) {
      setStatuses(({ [id]: _, ...rest }) => (previous ? { ...rest, [id]: previous } : rest));
      setFailures((current) => ({ ...current, [id]: errorMessage(failure) }));
    }
  }

  return (
    <AdminPage title={text.title} intro={text.intro}>
      <SearchableList
        state={useAdminLoader(paths.adminEnquiries).state}
        matches={enquiryMatches}
        text={text}
        renderItem={(enquiry) => {
          const name = `${enquiry.firstname} ${enquiry.lastname}`;
          const status = statuses[enquiry.id] ?? enquiry.status;
          return (
            <Card
              key={enquiry.id}
              as="li"
              headingLevel={2}
              title={name}
              meta={text.cardMeta(enquiry.id, frenchDay(studioDay(new Date(enquiry.createdAt))))}
              actions={
                <ButtonLink to={adminEnquiryPath(enquiry.id)} variant="secondary" size="small">
                  {text.open}
                  <VisuallyHidden>{` ${name}`}</VisuallyHidden>
                </ButtonLink>
              }
            >
              <Details
                items={[
                  [text.formula, namedFormulaLabel(enquiry)],
                  [text.wishedDate, enquiry.wishedDate || text.none],
                  [fr.common.email, <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
                  [text.phone, enquiry.phone || text.none],
                ]}
              />
              <p className={styles.message}>{enquiry.message}</p>
              <SelectField
                label={fr.common.status}
                value={status}
                error={failures[enquiry.id]}
                onChange={(event) => void change(enquiry.id, event.currentTarget.value as EnquiryStatus)}
              >
                {ENQUIRY_STATUSES.map((option) => (
                  <option key={option} value={option}>
                    {text.statuses[option]}
                  </option>
                ))}
              </SelectField>
            </Card>
          );
        }}
      />
    </AdminPage>
  );
}
