import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { preloadRemoteManifest } from './remotes/federation-loader';

preloadRemoteManifest();

const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
