import type { RemoteName } from '@lapm/contracts';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useState,
} from 'react';
import { fr } from '../../i18n/fr';
import { loadRemotePage } from './loadRemotePage';
import styles from './RemotePage.module.css';
import { ServerScreensContext, screenKey } from './serverPages';

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
  /** The server could not render the screen: it sends this fallback, the browser hydrates it. */
  failed: boolean;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: this.props.failed };

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

/** One screen of a remote, isolated: if it fails, only the page area shows it. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const server = use(ServerScreensContext);
  const Page = server?.screens.get(screenKey(remote, module)) ?? lazyPage(remote, module, attempt);
  return (
    <div className={styles.page}>
      <RemoteBoundary
        key={`${remote}/${module}#${attempt}`}
        failed={attempt === 0 && server?.failed === true}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense
          fallback={
            <p className="page-loading" aria-live="polite">
              {fr.remote.loading}
            </p>
          }
        >
          <Page />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
