import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { StoreContext } from '../stores/context';
import type { RootStore } from '../stores/root-store';
import { recoverRemote } from './remote-recovery';

export const REGION_ERROR_MESSAGE = 'This part of the page could not be loaded.';

export interface RegionBoundaryProps {
  children?: ReactNode;
  /** Shown instead of the default message; a function receives `retry`. */
  fallback?: ReactNode | ((retry: () => void, error: unknown) => ReactNode);
  /** Called before the boundary retries (the Slot drops its cached remote module here). */
  onReset?(): void;
  /** Called with the failure; the rest of the page keeps working either way. */
  onError?(error: unknown, info: ErrorInfo): void;
  /** Names the region in error reports (the Slot passes its exposed module id). */
  region?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Error boundary for one region of the page: a failing remote costs only its own region.
 * Its render error goes to the store's reporter, when the region is inside `StoreProvider`.
 */
export class RegionBoundary extends Component<RegionBoundaryProps, State> {
  static override contextType = StoreContext;
  declare context: RootStore | null;
  override state: State = { error: null, failed: false };
  /** Remounted once on another build of its remote: a second failure is shown, never looped. */
  private recovered = false;

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Its boundaries will never say they hydrated: the page stops waiting for them.
    this.context?.hydration.regionFailed();
    this.context?.reporter.report(error, {
      source: 'region',
      region: this.props.region ?? 'unnamed',
      component_stack: info.componentStack?.slice(0, 2000) ?? null,
    });
    this.props.onError?.(error, info);
    // The host may switch the remote to its last known good build (ADR 0024): then remount at
    // once, as a retry does, instead of showing the error.
    const { region } = this.props;
    if (region && !this.recovered && recoverRemote(region, error)) {
      this.recovered = true;
      this.retry();
    }
  }

  retry = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback(this.retry, this.state.error);
    if (fallback !== undefined) return fallback;
    return (
      <Alert kind="error" className="sf-region-error">
        <p>{REGION_ERROR_MESSAGE}</p>
        <Button variant="secondary" onClick={this.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
}
