// First: zod must know it may not compile code before the contract's schemas are built.
import './lib/zod-without-eval.ts';
import { mountApp } from '@ficha/ui';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './app/theme.css';
import './app/script-fonts.css';
import './app/base.css';
import './lib/i18n.ts';
import { App } from './app/app.tsx';
import { applyTheme } from './lib/theme-store.ts';

applyTheme();

mountApp(<App />);
