import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadIfStaleBuild } from './lib/build-version.ts';

if (!reloadIfStaleBuild()) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App />);
}
