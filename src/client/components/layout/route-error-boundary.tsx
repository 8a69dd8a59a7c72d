/**
 * The error boundary around every screen (see app/router.tsx): a screen that throws while rendering
 * shows a short notice with 'Try again' instead of a blank page. Moving to another route clears it.
 */
import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { resetQueryCache } from '#client/lib/query-cache-handle.ts';
import { Button } from '../ui/button.tsx';

type TBoundaryProps = { resetKey: string; onRetry: () => Promise<void>; children: ReactNode };
type TBoundaryState = { error: unknown; resetKey: string };

class ScreenErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">This screen could not be shown. Please try again.</p>
        <Button onClick={() => void this.props.onRetry().then(() => this.setState({ error: null }))}>Try again</Button>
      </div>
    );
  }
}

/**
 * Wraps a route element; the boundary resets when the visitor moves to another path. 'Try again'
 * drops the cached answers first: data never goes stale here, so the answer that broke the screen
 * would otherwise be shown again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname} onRetry={resetQueryCache}>
      {children}
    </ScreenErrorBoundary>
  );
}
