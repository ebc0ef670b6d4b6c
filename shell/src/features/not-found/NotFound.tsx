import { paths } from '@lapm/contracts';
import { NotFoundHead } from '@lapm/seo';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';

export function NotFound() {
  return (
    <section className="not-found">
      <NotFoundHead title={fr.notFound.headTitle} />
      <h1>{fr.notFound.title}</h1>
      <p className="not-found__code">{fr.notFound.subtitle}</p>
      <p>{fr.notFound.text}</p>
      {/* A link, drawn as the spec's button: it goes home before the app has started too. */}
      <Link to={paths.home} className="button">
        {fr.notFound.back}
      </Link>
    </section>
  );
}
