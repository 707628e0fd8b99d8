import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './app/theme.css';
import './app/script-fonts.css';
import './app/base.css';
import './lib/i18n.ts';
import { App } from './app/app.tsx';
import { applyTheme } from './lib/theme-store.ts';

applyTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
