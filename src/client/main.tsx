import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, prepareThisScreen } from './app/router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html's spinner shows until the session and the screen's code are in; the first render is
// then the screen itself, in a transition so that React yields to the browser while it renders.
const root = createRoot(container);
void prepareThisScreen().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
