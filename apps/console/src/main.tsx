import { mountApp } from '@ficha/ui';
import { App } from './app/app.tsx';
import { applyTheme, readTheme } from './lib/theme.ts';

// Before the first paint, so a dark-theme operator never sees a light flash.
applyTheme(readTheme());

mountApp(<App />);
