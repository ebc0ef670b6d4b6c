import { paths, phoneHref, studio } from '@lapm/contracts';
import { useStudioContact } from '@lapm/seo/studio-contact';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';

/** A column of the site's own pages. */
function Links({ links }: { links: [string, string][] }) {
  return (
    <ul>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const contact = useStudioContact();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label={fr.footer.about}>
          <h2>{fr.footer.about}</h2>
          <Links
            links={[
              [paths.about, fr.footer.whoAmI],
              [paths.portfolio, fr.footer.portfolio],
              [paths.blog, fr.footer.blog],
              [paths.prices, fr.footer.prices],
            ]}
          />
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
          <Links
            links={[
              [paths.contact, fr.footer.contact],
              [paths.account, fr.footer.account],
              [paths.galleryAccess, fr.footer.galleryAccess],
              [paths.legal, fr.footer.legal],
              [paths.terms, fr.footer.terms],
            ]}
          />
        </nav>
        <div>
          <h2>{fr.footer.reach}</h2>
          <ul>
            <li>
              <a href={`mailto:${contact.email}`} aria-label={`${fr.footer.mailLabel} : ${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li>
              <a href={phoneHref(contact.phone)} aria-label={`${fr.footer.phoneLabel} : ${contact.phone}`}>
                {contact.phone}
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
