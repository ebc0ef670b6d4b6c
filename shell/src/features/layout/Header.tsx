import { paths, studio } from '@lapm/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useNavVariant } from './useNavVariant';

const serviceLinks = [
  { to: paths.corporate, label: fr.nav.corporate },
  { to: paths.lifestyle, label: fr.nav.lifestyle },
  { to: paths.wedding, label: fr.nav.wedding },
];

const mainLinks = [
  { to: paths.prices, label: fr.nav.prices },
  { to: paths.contact, label: fr.nav.contact },
  { to: paths.portfolio, label: fr.nav.portfolio },
  { to: paths.account, label: fr.nav.account },
];

/** PRESTATIONS: a disclosure with an up/down arrow and its own Fermer button. */
function ServicesGroup({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="nav__group">
      <button
        type="button"
        className="nav__group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {fr.nav.services} <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      {open && (
        <div className="nav__submenu" id={listId}>
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => {
                    setOpen(false);
                    onNavigate?.();
                  }}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="nav__submenu-close"
            aria-label={fr.nav.closeServices}
            onClick={() => setOpen(false)}
          >
            {fr.nav.close}
          </button>
        </div>
      )}
    </li>
  );
}

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav__items">
      <ServicesGroup {...(onNavigate ? { onNavigate } : {})} />
      {mainLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const variant = useNavVariant();
  const desktop = variant === 'desktop';
  const [panelOpen, setPanelOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();

  // A new page or a switch to the desktop bar closes the side panel. Not the switch from the
  // server's two bars to the mobile one: the burger may just have been tapped.
  useEffect(() => setPanelOpen(false), [pathname, desktop]);

  return (
    <header className={variant === 'any' ? 'site-header site-header--any-width' : 'site-header'}>
      <Link to={paths.home} className="site-header__brand">
        {studio.name}
      </Link>
      {variant !== 'mobile' && (
        <nav aria-label={fr.nav.mainLabel} className="nav nav--desktop">
          <NavItems />
        </nav>
      )}
      {!desktop && (
        <>
          {/* Hidden, not removed, while the panel is open: it keeps its closing label. */}
          {/*
           * Until the page is hydrated, a tap would be lost without a sign: the burger waits,
           * greyed, and works from the moment it looks ready.
           */}
          <button
            type="button"
            className="nav__burger"
            disabled={variant === 'any'}
            hidden={panelOpen}
            aria-label={panelOpen ? fr.nav.closeMenu : fr.nav.openMenu}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          {panelOpen && (
            <div className="nav-panel" id={panelId}>
              <button type="button" className="nav-panel__cross" onClick={() => setPanelOpen(false)}>
                {fr.nav.cross}
              </button>
              <nav aria-label={fr.nav.mainLabel} className="nav nav--mobile">
                <NavItems onNavigate={() => setPanelOpen(false)} />
              </nav>
              <button type="button" className="button nav-panel__close" onClick={() => setPanelOpen(false)}>
                {fr.nav.close}
              </button>
            </div>
          )}
        </>
      )}
    </header>
  );
}
