import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';
import { StandaloneApp } from './standalone/standalone-app';

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <UiProvider>
        <BrowserRouter>
          <StandaloneApp />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
