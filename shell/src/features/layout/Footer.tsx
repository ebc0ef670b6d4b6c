import { paths, studio } from '@lapm/contracts';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label={fr.footer.about}>
          <h2>{fr.footer.about}</h2>
          <ul>
            <li>
              <Link to={paths.about}>{fr.footer.whoAmI}</Link>
            </li>
            <li>
              <Link to={paths.portfolio}>{fr.footer.portfolio}</Link>
            </li>
            <li>
              <Link to={paths.blog}>{fr.footer.blog}</Link>
            </li>
            <li>
              <Link to={paths.prices}>{fr.footer.prices}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{fr.footer.follow}</h2>
          <ul>
            {studio.socials.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={fr.footer.policies}>
          <h2>{fr.footer.policies}</h2>
          <ul>
            <li>
              <Link to={paths.contact}>{fr.footer.contact}</Link>
            </li>
            <li>
              <Link to={paths.account}>{fr.footer.account}</Link>
            </li>
            <li>
              <Link to={paths.galleryAccess}>{fr.footer.galleryAccess}</Link>
            </li>
            <li>
              <Link to={paths.legal}>{fr.footer.legal}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{fr.footer.terms}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{fr.footer.reach}</h2>
          <ul>
            <li>
              <a href={`mailto:${studio.email}`} aria-label={`${fr.footer.mailLabel} : ${studio.email}`}>
                {studio.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${studio.phoneE164}`}
                aria-label={`${fr.footer.phoneLabel} : ${studio.phoneDisplay}`}
              >
                {studio.phoneDisplay}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {studio.name}. {fr.footer.rights}
      </p>
    </footer>
  );
}
