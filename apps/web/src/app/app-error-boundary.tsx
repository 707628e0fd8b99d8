import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './route-error-screen.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** The last line of defence around the whole app: an error outside the router still shows a retry screen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the player site', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen isPage /> : this.props.children;
  }
}
