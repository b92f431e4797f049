import { UiProvider } from '@app/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { preloadRemoteManifest } from './remotes/federation-loader';

preloadRemoteManifest();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
