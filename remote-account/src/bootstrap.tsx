import { renderStandalone } from '@lapm/federation/standalone';
import type { ComponentType } from 'react';

// Development only: the remote on its own, at the real paths of its screens.
const exposes = import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' });

renderStandalone('account', (module) => exposes(`./${module}.tsx`) as Promise<{ default: ComponentType }>);
