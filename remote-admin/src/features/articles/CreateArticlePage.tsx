import { api } from '@lapm/api-client';
import { type ArticleProblem, adminEditArticlePath, paths } from '@lapm/contracts';
import { ActionRow, Form, FormError, Hint, useSubmission } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { ArticleFields } from './ArticleFields';
import {
  type ArticleFormValues,
  checkDraft,
  emptyArticleForm,
  useArticleFieldsSchema,
  withChange,
} from './articleForm';
import { ProblemList } from './ProblemList';

/** A new article, saved as a draft with only its title: it is published from its edit screen. */
export default function CreateArticlePage() {
  const text = fr.createArticle;
  const navigate = useNavigate();
  const schema = useArticleFieldsSchema();
  const [values, setValues] = useState(emptyArticleForm);
  const [problems, setProblems] = useState<ArticleProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const { pending, error, run } = useSubmission();
  const change = (field: keyof ArticleFormValues, value: string) =>
    setValues((current) => withChange(current, field, value));

  function save(event: FormEvent) {
    event.preventDefault();
    const { payload, problems } = checkDraft(schema, values);
    setProblems(problems);
    setAttempt((n) => n + 1);
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
        <ProblemList problems={problems} attempt={attempt} />
        <ArticleFields values={values} onChange={change} onValues={setValues} problems={problems} />
        {error && <FormError>{error}</FormError>}
        <ActionRow>
          <Button type="submit" disabled={pending !== null}>
            {text.saveDraft}
          </Button>
          <Hint>{text.ready}</Hint>
        </ActionRow>
      </Form>
    </AdminPage>
  );
}
