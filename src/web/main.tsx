import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadFirstScreen } from '@web/app/app';
import { adoptPageQueries, adoptPageSession } from '@web/lib/session';
import { prepareClassMerge } from '@web/lib/utils';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

const root = createRoot(container);
// A transition, so that React renders the whole first screen in short slices and, its code being
// loaded already, without committing a 'Carregando...' first (no long task).
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

const user = adoptPageSession();
if (user) adoptPageQueries();
// With the session known from the page, wait for the first screen's code (its chunks are preloaded
// by the page) and render it at once; a chunk that fails to load is the error boundary's business.
if (user === undefined) render();
else {
  // The class merger's tables are built in a task of their own, while the screen's code downloads.
  const classMerge = new Promise<void>((resolve) => setTimeout(() => resolve(prepareClassMerge())));
  void Promise.all([loadFirstScreen(user, window.location.pathname), classMerge]).then(render, render);
}
