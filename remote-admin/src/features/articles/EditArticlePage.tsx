import { api } from '@lapm/api-client';
import {
  type AdminArticle,
  type ArticleProblem,
  blogArticlePath,
  frenchDay,
  paths,
  recordIdOf,
} from '@lapm/contracts';
import { ActionRow, Form, FormActions, FormError, LoadGate, StatusMessage, useSubmission } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { DraftStatusLine } from '../shared/DraftStatusLine';
import { useAdminLoader } from '../shared/useAdminLoader';
import { ArticleFields } from './ArticleFields';
import { ArticleVersions } from './ArticleVersions';
import { checkDraft, checkPublication, useArticleFieldsSchema } from './articleForm';
import { articleState } from './articleState';
import { ProblemList } from './ProblemList';
import { PublicationButtons } from './PublicationButtons';
import { useArticleDraft } from './useArticleDraft';

export default function EditArticlePage() {
  const text = fr.editArticle;
  const missing = recordIdOf(useParams().id) === null;
  return (
    <AdminPage
      title={text.title}
      width="narrow"
      back={{ to: paths.adminArticles, label: fr.articles.backToList }}
    >
      {missing ? <FormError>{text.notFound}</FormError> : <LoadedArticle />}
    </AdminPage>
  );
}

function LoadedArticle() {
  const { state } = useAdminLoader(paths.adminEditArticle);
  return (
    <LoadGate state={state} loadingText={fr.editArticle.loading} notFoundText={fr.editArticle.notFound}>
      {(article) =>
        article === null ? (
          <FormError>{fr.editArticle.notFound}</FormError>
        ) : (
          <EditArticleForm loaded={article} />
        )
      }
    </LoadGate>
  );
}

function statusOf(article: AdminArticle): string {
  const text = fr.editArticle;
  const states = {
    draft: () => text.isDraft,
    scheduled: () => text.isScheduled(frenchDay(article.published)),
    published: () => text.isPublished(blogArticlePath(article.slug)),
  };
  return states[articleState(article)]();
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * Saves carry the version the form was loaded from: if someone saved in between, the server
 * refuses and says so, and everything typed here stays in the form. A draft saves with only
 * its title; publishing (or saving a published article) names every missing field at once.
 * What she types is also kept by the server as she types (an autosave, found again on any
 * device until she saves); leaving with typing not yet kept asks first.
 */
function EditArticleForm({ loaded }: { loaded: AdminArticle }) {
  const text = fr.editArticle;
  const schema = useArticleFieldsSchema();
  const { article, setArticle, values, drafts, notice, setNotice, change, changeAll, saving, restoring } =
    useArticleDraft(loaded);
  const [problems, setProblems] = useState<ArticleProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const { pending, error, run } = useSubmission();

  /** The payload if the check passes; otherwise every problem shown, and null. */
  function checked(publication: boolean) {
    const { payload, problems } = publication ? checkPublication(schema, values) : checkDraft(schema, values);
    setProblems(problems);
    setAttempt((n) => n + 1);
    return payload;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const payload = checked(article.isPublished);
    if (!payload) return;
    void run('save', () =>
      saving(
        () => api.adminArticles.update(article.id, { ...payload, version: article.version }),
        text.saved,
      ),
    );
  }

  /** What she typed is saved first: she publishes what she sees. */
  function publish(now: boolean) {
    const payload = checked(true);
    if (!payload) return;
    void run('save', () =>
      saving(
        async () => {
          const saved = await api.adminArticles.update(article.id, { ...payload, version: article.version });
          return now ? api.adminArticles.publishNow(saved.id) : api.adminArticles.publish(saved.id);
        },
        (saved) => (articleState(saved) === 'scheduled' ? text.scheduledNotice : text.publishedNotice),
      ),
    );
  }

  function restore(revisionId: number) {
    setProblems([]);
    void run('save', () => restoring(revisionId));
  }

  function unpublish() {
    setProblems([]);
    const wasScheduled = articleState(article) === 'scheduled';
    void run('save', async () => {
      setArticle(await api.adminArticles.unpublish(article.id));
      setNotice(wasScheduled ? text.unscheduledNotice : text.unpublishedNotice);
    });
  }

  const state = articleState(article);
  const busy = pending !== null;
  return (
    <>
      <Form spaced onSubmit={save}>
        <StatusMessage>
          {statusOf(article)}
          {notice && ` ${notice}`}
        </StatusMessage>
        <ProblemList problems={problems} attempt={attempt} />
        <ActionRow>
          <PublicationButtons state={state} busy={busy} onPublish={publish} onUnpublish={unpublish} />
        </ActionRow>
        <ArticleFields values={values} onChange={change} onValues={changeAll} problems={problems} />
        <DraftStatusLine
          status={drafts.status}
          idle={article.autosave ? text.autosaveFrom(when(article.autosave.saved_at)) : null}
        />
        <FormActions pending={pending} canSave hint={null} error={error} />
      </Form>
      <ArticleVersions article={article} disabled={busy} onRestore={restore} />
    </>
  );
}
