import type { RemoteName } from '@lapm/contracts';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { fr } from '../../i18n/fr';
import { replayHeldClick } from '../prerender/heldClick';
import { PrerenderedFallback } from '../prerender/PrerenderedFallback';
import { restoreTypedValues } from '../prerender/typedValues';
import { loadRemotePage } from './loadRemotePage';
import styles from './RemotePage.module.css';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per screen and attempt: React caches a rejected lazy forever. */
function lazyPage(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module));
    pages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote en échec', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert">
        <h1>{fr.remote.failedTitle}</h1>
        <p>{fr.remote.failedText}</p>
        <button type="button" className="button" onClick={this.props.onRetry}>
          {fr.remote.retry}
        </button>
      </section>
    );
  }
}

/**
 * Rendered after the screen, in the same commit: its fields and buttons exist when this effect
 * runs. What the visitor typed or clicked before goes in on the next task, as events of their
 * own: dispatched while React is still running effects, each input event would have its field
 * reset to the state of the render.
 */
function VisitorInputHandover() {
  useEffect(() => {
    const timer = setTimeout(() => {
      restoreTypedValues(document, { final: true });
      replayHeldClick(document.querySelector('main'));
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** One screen of a remote, isolated: if it fails, only the page area shows it. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module, attempt);
  return (
    <div className={styles.page}>
      <RemoteBoundary key={`${remote}/${module}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense
          fallback={
            <PrerenderedFallback>
              <p className="page-loading" aria-live="polite">
                {fr.remote.loading}
              </p>
            </PrerenderedFallback>
          }
        >
          <Page />
          <VisitorInputHandover />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
