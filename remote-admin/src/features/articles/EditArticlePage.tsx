import { api } from '@lapm/api-client';
import { type AdminArticle, blogArticlePath, paths } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormActions,
  FormError,
  LoadGate,
  StatusMessage,
  useLoad,
  useSubmission,
} from '@lapm/forms';
import { Button } from '@lapm/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { routeId } from '../shared/routeId';
import { ArticleFields } from './ArticleFields';
import {
  type ArticleFormValues,
  articleFormValues,
  checkArticle,
  useArticleFieldsSchema,
} from './articleForm';

export default function EditArticlePage() {
  const text = fr.editArticle;
  const id = routeId(useParams().id);
  return (
    <AdminPage
      title={text.title}
      width="narrow"
      back={{ to: paths.adminArticles, label: fr.articles.backToList }}
    >
      {id === null ? <FormError>{text.notFound}</FormError> : <LoadedArticle id={id} />}
    </AdminPage>
  );
}

function LoadedArticle({ id }: { id: number }) {
  const state = useLoad(useCallback(() => api.adminArticles.get(id), [id]));
  return (
    <LoadGate state={state} loadingText={fr.editArticle.loading} notFoundText={fr.editArticle.notFound}>
      {(article) => <EditArticleForm loaded={article} />}
    </LoadGate>
  );
}

/**
 * Saves carry the version the form was loaded from: if someone saved in between, the server
 * refuses and says so, and everything typed here stays in the form.
 */
function EditArticleForm({ loaded }: { loaded: AdminArticle }) {
  const text = fr.editArticle;
  const [article, setArticle] = useState(loaded);
  const [values, setValues] = useState(() => articleFormValues(loaded));
  const [notice, setNotice] = useState<string | null>(null);
  const { pending, error, run } = useSubmission();
  const { payload, problem } = checkArticle(useArticleFieldsSchema(), values);
  const change = (field: keyof ArticleFormValues, value: string) => {
    setNotice(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      setArticle(await api.adminArticles.update(article.id, { ...payload, version: article.version }));
      setNotice(text.saved);
    });
  }

  function togglePublished() {
    void run('save', async () => {
      const next = article.isPublished
        ? await api.adminArticles.unpublish(article.id)
        : await api.adminArticles.publish(article.id);
      setArticle(next);
      setNotice(next.isPublished ? text.publishedNotice : text.unpublishedNotice);
    });
  }

  return (
    <Form spaced onSubmit={save}>
      <StatusMessage>
        {article.isPublished ? text.isPublished(blogArticlePath(article.slug)) : text.isDraft}
        {notice && ` ${notice}`}
      </StatusMessage>
      <ActionRow>
        <Button variant="secondary" disabled={pending !== null} onClick={togglePublished}>
          {article.isPublished ? text.unpublish : text.publish}
        </Button>
      </ActionRow>
      <ArticleFields values={values} onChange={change} />
      <FormActions pending={pending} canSave={payload !== null} hint={problem} error={error} />
    </Form>
  );
}
