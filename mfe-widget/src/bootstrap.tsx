import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@app/api-client';
import { UiProvider } from '@app/ui';
import WidgetClientScreen from './screens/widget-client-screen';

// On its own the remote serves just the widget page, the way visitors' browsers open it.
createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/widget-client" element={<WidgetClientScreen />} />
            <Route path="*" element={<Navigate to="/widget-client" replace />} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
