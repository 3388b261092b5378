import { Component, type ReactNode } from 'react';
import { reportError } from '../diagnostics/error-reporting';
import { SomethingWentWrong } from './SomethingWentWrong';

type State = { error?: Error };

/** Outside the router: a render error shows what went wrong instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    reportError(error, 'render');
  }

  override render() {
    const { error } = this.state;
    return error ? <SomethingWentWrong name={error.name} message={error.message} /> : this.props.children;
  }
}
