import { ENQUIRY_HONEYPOT, ENQUIRY_STAMP } from '@lapm/contracts';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './RobotGuards.module.css';

/**
 * What keeps robots out of the public forms that reach the studio (the enquiry and a booking): the
 * signed time the form was given (the server refuses a form sent too fast) and a field only robots
 * fill in. Both forms post the same two fields, so both draw them from here.
 */

/** The API client (with zod) is only downloaded to ask for a stamp: drawing the form does not need it. */
const apiClient = () => import('@lapm/api-client');

/**
 * The form's stamp: the one the server drew the page with, else one asked for. A form the browser
 * drew itself (after a navigation) has no stamp from the server; clearing it after a send asks
 * for a new one.
 */
export function useFormStamp(served: string) {
  const [stamp, setStamp] = useState(served);
  useEffect(() => {
    if (stamp) return;
    let current = true;
    void apiClient()
      .then(({ api }) => api.enquiries.stamp())
      .then((fresh) => current && setStamp(fresh))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [stamp]);
  return [stamp, setStamp] as const;
}

/** The trap field and the hidden stamp, ids under `idPrefix` (a page may hold several forms). */
export function RobotGuards({ idPrefix, stamp }: { idPrefix: string; stamp: string }) {
  return (
    <>
      {/* Out of sight and out of the tab order: a person leaves it empty, a robot fills it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${idPrefix}-${ENQUIRY_HONEYPOT}`}>{fr.contact.form.honeypot}</label>
        <input
          id={`${idPrefix}-${ENQUIRY_HONEYPOT}`}
          name={ENQUIRY_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={ENQUIRY_STAMP} value={stamp} />
    </>
  );
}
