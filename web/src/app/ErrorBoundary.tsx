import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

type State = { error?: Error };

/** Shows 'Something went wrong' with the error's name and message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <main className="page-message" role="alert">
            <h1>{t('somethingWentWrong')}</h1>
            <p>
              <strong>{error.name}</strong>: {error.message}
            </p>
          </main>
        )}
      </Translation>
    );
  }
}
