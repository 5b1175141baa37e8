import * as React from 'react';
import { OfflineScreen } from './offline-screen';

/** A page whose code failed to download (offline, or replaced by a newer release) offers a reload instead of a blank screen. */
export class RouteErrorBoundary extends React.Component<{ children: React.ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return <OfflineScreen reason={navigator.onLine ? 'loadFailed' : 'offline'} />;
  }
}
