import { api } from '@lapm/api-client';
import { adminEditArticlePath, paths } from '@lapm/contracts';
import { Form, FormActions, useSubmission } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { ArticleFields } from './ArticleFields';
import {
  type ArticleFormValues,
  checkArticle,
  emptyArticleForm,
  useArticleFieldsSchema,
} from './articleForm';

/** A new article, saved unpublished: it is published from its edit screen. */
export default function CreateArticlePage() {
  const text = fr.createArticle;
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyArticleForm);
  const { pending, error, run } = useSubmission();
  const { payload, problem } = checkArticle(useArticleFieldsSchema(), values);
  const change = (field: keyof ArticleFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      const created = await api.adminArticles.create(payload);
      navigate(adminEditArticlePath(created.id));
    });
  }

  return (
    <AdminPage
      title={text.title}
      width="narrow"
      back={{ to: paths.adminArticles, label: fr.articles.backToList }}
    >
      <Form spaced onSubmit={save}>
        <ArticleFields values={values} onChange={change} />
        <FormActions
          pending={pending}
          canSave={payload !== null}
          hint={problem ?? text.ready}
          error={error}
        />
      </Form>
    </AdminPage>
  );
}
