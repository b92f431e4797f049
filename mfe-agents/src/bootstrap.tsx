import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/standalone-app';

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(<StandaloneApp />);
