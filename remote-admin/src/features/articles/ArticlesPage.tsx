import { adminEditArticlePath, blogArticlePath, frenchDay, matchesSearch, paths } from '@lapm/contracts';
import { SearchableList } from '@lapm/forms';
import { ButtonLink, Card, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { useAdminLoader } from '../shared/useAdminLoader';
import { articleState } from './articleState';

/** The blog's articles, published or not, newest first: create one, or open one to edit it. */
export default function ArticlesPage() {
  const text = fr.articles;
  return (
    <AdminPage title={text.title}>
      <SearchableList
        state={useAdminLoader(paths.adminArticles).state}
        matches={(term, article) => matchesSearch(term, article.id, [article.title, article.slug])}
        text={text}
        toolbar={<ButtonLink to={paths.adminCreateArticle}>{text.create}</ButtonLink>}
        renderItem={(article) => (
          <Card
            key={article.id}
            as="li"
            headingLevel={2}
            title={article.title}
            meta={
              {
                draft: text.draft,
                scheduled: text.scheduled(frenchDay(article.published)),
                published: text.published,
              }[articleState(article)]
            }
            actions={
              <ButtonLink to={adminEditArticlePath(article.id)} variant="secondary" size="small">
                {fr.common.edit}
                <VisuallyHidden>{` ${article.title}`}</VisuallyHidden>
              </ButtonLink>
            }
          >
            <Details
              items={[
                [text.address, blogArticlePath(article.slug)],
                [fr.common.date, frenchDay(article.published)],
              ]}
            />
          </Card>
        )}
      />
    </AdminPage>
  );
}
