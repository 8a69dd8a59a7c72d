import type { ReactNode } from 'react';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary.tsx';

/** Every screen gets its own error boundary with 'Try again'; the header stays usable. */
export function screen(element: ReactNode) {
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}
