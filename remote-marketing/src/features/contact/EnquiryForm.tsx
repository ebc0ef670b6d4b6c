import { usePostedForm } from '@lapm/api-client/page-data';
import {
  ENQUIRY_ANCHOR,
  ENQUIRY_FIELDS,
  ENQUIRY_FORMULA_PARAM,
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  type EnquiryField,
  type EnquiryFormulaGroup,
  type EnquiryFormValues,
  enquiryFormulaGroups,
  enquiryFormulaLabel,
  enquiryLimits,
  OTHER_FORMULA,
  paths,
} from '@lapm/contracts';
import { ActionRow, clearFields, Form, FormFeedback, fieldOf, SubmitButton, useFormPost } from '@lapm/forms';
import { Checkbox, SelectField, TextArea, TextField } from '@lapm/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMarketingPage } from '../../content/published';
import { fr } from '../../i18n/fr';
import { RobotGuards, useFormStamp } from '../shared/RobotGuards';
import { VisitorFields } from '../shared/VisitorFields';
import styles from './EnquiryForm.module.css';

/** The API client (with zod) is only downloaded to send: drawing the form does not need it. */
const apiClient = () => import('@lapm/api-client');

/**
 * The formulas she publishes, service by service: read by the page's route loader, else (that
 * read failed) read again once the form is drawn; the first ones meanwhile.
 */
function usePublishedFormulas(): readonly EnquiryFormulaGroup[] {
  const served = useMarketingPage(paths.contact).formulas;
  const [read, setRead] = useState<readonly EnquiryFormulaGroup[] | null>(null);
  useEffect(() => {
    if (served) return;
    let current = true;
    apiClient()
      .then(({ api }) => api.siteContent.formulas())
      .then((groups) => current && setRead(groups))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [served]);
  return served ?? read ?? enquiryFormulaGroups;
}

const keysOf = (groups: readonly EnquiryFormulaGroup[]) =>
  new Set(groups.flatMap((group) => group.options.map((option) => option.key)));

/** What a field of this form is given: its id, its name, and the message under it. */
type FieldProps = (name: EnquiryField) => { id: string; name: EnquiryField; error: ReactNode };

/**
 * « Formule souhaitée »: every formula by group, and « Autre » first. A formula asked for that is
 * no longer listed (an old link) is kept as an option of its own, so the visitor's choice stays.
 */
function FormulaChoice({
  chosen,
  groups,
  field,
}: {
  chosen: string;
  groups: readonly EnquiryFormulaGroup[];
  field: FieldProps;
}) {
  const t = fr.contact.form;
  const listed = keysOf(groups);
  return (
    <SelectField key={chosen} label={t.formula} defaultValue={chosen} required {...field('formula')}>
      <option value={OTHER_FORMULA}>{t.otherFormula}</option>
      {!listed.has(chosen) && chosen !== OTHER_FORMULA && (
        <option value={chosen}>{enquiryFormulaLabel(chosen)}</option>
      )}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

/** The form's sending: the posted answer when the server drew it, else checked and sent by the app. */
function useEnquiryPost(setStamp: (stamp: string) => void) {
  const posted = usePostedForm();
  return useFormPost<EnquiryField>({
    path: `${paths.contact}#${ENQUIRY_ANCHOR}`,
    ...(posted && { posted }),
    async send(data, form) {
      const values: EnquiryFormValues = Object.fromEntries(
        [...ENQUIRY_FIELDS, ENQUIRY_HONEYPOT, ENQUIRY_STAMP].map((name) => [name, fieldOf(data, name)]),
      );
      const { api, checkEnquiryForm } = await apiClient();
      const check = checkEnquiryForm(values);
      if (!check.ok) return { problem: check.problem };
      const answer = await api.enquiries.send(check.payload);
      clearFields(form, ['firstname', 'lastname', 'email', 'phone', 'wishedDate', 'message', 'consent']);
      setStamp('');
      return { outcome: { kind: 'success', text: answer.message ?? '' } };
    },
  });
}

/**
 * The enquiry form of /contacts (issue 47). A real `<form method="post">` to the page itself: the
 * server answers it without the app (web/form-handlers.ts), with the message under its field and
 * what was typed. Once the app runs, the same fields are checked with the same schema, then sent
 * to the API without a page load. A price card's « Demander cette formule » chooses its formula
 * (`?formule=`). The hidden stamp is the signed time the form was given, the hidden `website` a
 * field only robots fill in.
 */
export function EnquiryForm() {
  const t = fr.contact.form;
  const posted = usePostedForm();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(ENQUIRY_FORMULA_PARAM) ?? '';
  const [stamp, setStamp] = useFormStamp(posted?.values[ENQUIRY_STAMP] ?? '');
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useEnquiryPost(setStamp);

  const groups = usePublishedFormulas();
  const chosen = sentValue('formula') || (keysOf(groups).has(asked) ? asked : OTHER_FORMULA);
  const field = (name: EnquiryField) => ({ id: idOf(name), name, error: errorOf(name) });

  return (
    <section id={ENQUIRY_ANCHOR} className={styles.section} aria-labelledby={`${ENQUIRY_ANCHOR}-titre`}>
      <h2 id={`${ENQUIRY_ANCHOR}-titre`} className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <Form {...formProps} onFocus={() => void apiClient().catch(() => undefined)}>
        <VisitorFields
          phone={{ label: fr.contact.form.phone, hint: fr.contact.form.phoneHint }}
          sentValue={sentValue}
          field={field}
        />
        <FormulaChoice chosen={chosen} groups={groups} field={field} />
        <TextField
          label={t.wishedDate}
          hint={t.wishedDateHint}
          maxLength={enquiryLimits.wishedDate}
          defaultValue={sentValue('wishedDate')}
          {...field('wishedDate')}
        />
        <TextArea
          label={t.message}
          rows={6}
          required
          maxLength={enquiryLimits.message}
          defaultValue={sentValue('message')}
          {...field('message')}
        />
        <Checkbox
          label={t.consent}
          defaultChecked={sentValue('consent') === 'on'}
          required
          {...field('consent')}
        />
        <RobotGuards idPrefix={ENQUIRY_ANCHOR} stamp={stamp} />
        <ActionRow>
          <SubmitButton busy={pending} label={t.submit} busyLabel={t.submitting} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
    </section>
  );
}
