import { paths, studio } from '@lapm/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useNavVariant } from './useNavVariant';

/**
 * The side panel's id. Fixed, not useId: the burger's `popovertarget` and `aria-controls` name it
 * on every page, in the server's HTML as in the app's.
 */
export const MENU_PANEL_ID = 'menu-principal';

/** The page's own content, where the skip link leads (Layout's `<main>`). */
export const MAIN_ID = 'contenu';

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

/** True once the app runs in the browser; false in the server's HTML and at hydration. */
function useAppStarted() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}

/**
 * PRESTATIONS: a `<details>` group, which opens and closes with no script. The up/down arrow
 * follows its `open` state in CSS. Its Fermer button needs the app, so the app adds it:
 * before that, a button that does nothing would be a lie.
 */
function ServicesGroup({ onNavigate }: { onNavigate?: () => void }) {
  const group = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const started = useAppStarted();
  const close = () => {
    if (group.current) group.current.open = false;
  };
  return (
    <li className="nav__group">
      {/* Escape closes the open group, as it closes a menu (a details has no such key of its own). */}
      <details
        ref={group}
        className="nav__details"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !group.current?.open) return;
          // The group closes, not the phone's panel around it: a second Escape closes that.
          event.preventDefault();
          event.stopPropagation();
          close();
          toggle.current?.focus();
        }}
      >
        <summary ref={toggle} className="nav__group-toggle">
          {fr.nav.services} <span aria-hidden="true" className="nav__arrow" />
        </summary>
        <div className="nav__submenu">
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => {
                    close();
                    onNavigate?.();
                  }}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {started && (
            <button
              type="button"
              className="nav__submenu-close"
              aria-label={fr.nav.closeServices}
              onClick={close}
            >
              {fr.nav.close}
            </button>
          )}
        </div>
      </details>
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

function hide(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * The header. On a phone the burger opens the side panel with the Popover API: the panel sits
 * in the top layer, out of the header (whose `backdrop-filter` would clip a fixed panel to its
 * own height), and opens, closes on Escape or a tap outside and gives focus back to the burger
 * with no script at all. The app only follows the panel's state (the burger's label) and
 * closes it when it navigates.
 */
export function Header() {
  const variant = useNavVariant();
  const desktop = variant === 'desktop';
  const [panelOpen, setPanelOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // A new page closes the panel. Not the first render: a panel opened before the app started
  // stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide(panel.current);
  }, [pathname]);

  // The panel may have been opened before the app started: read its state, then follow it.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    setPanelOpen(element.matches(':popover-open'));
    const follow = (event: Event) => setPanelOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [desktop]);

  return (
    <header className={variant === 'any' ? 'site-header site-header--any-width' : 'site-header'}>
      {/* The first stop of Tab on every page, shown only when it has focus. */}
      <a href={`#${MAIN_ID}`} className="skip-link">
        {fr.nav.skipToContent}
      </a>
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
          {/* Hidden by styles.css while the panel is open; it keeps its closing label. */}
          <button
            type="button"
            className="nav__burger"
            popoverTarget={MENU_PANEL_ID}
            aria-label={panelOpen ? fr.nav.closeMenu : fr.nav.openMenu}
            aria-controls={MENU_PANEL_ID}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <div ref={panel} className="nav-panel" id={MENU_PANEL_ID} popover="auto">
            <button
              type="button"
              className="nav-panel__cross"
              popoverTarget={MENU_PANEL_ID}
              popoverTargetAction="hide"
            >
              {fr.nav.cross}
            </button>
            <nav aria-label={fr.nav.mainLabel} className="nav nav--mobile">
              <NavItems onNavigate={() => hide(panel.current)} />
            </nav>
            <button
              type="button"
              className="button nav-panel__close"
              popoverTarget={MENU_PANEL_ID}
              popoverTargetAction="hide"
            >
              {fr.nav.close}
            </button>
          </div>
        </>
      )}
    </header>
  );
}
