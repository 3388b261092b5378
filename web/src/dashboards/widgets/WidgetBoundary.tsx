import { Component, type ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };

/**
 * Catches a widget that fails while drawing (a body the lenient reader let through, a chart
 * library error): that widget shows its error, the rest of the dashboard stays.
 */
export class WidgetBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}
