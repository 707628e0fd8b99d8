import { mountApp } from '@ficha/ui';
import '@ficha/ui/tokens.css';
import '@ficha/ui/base.css';
import './app/theme.css';
import './ui/shell.css';
import { App } from './app/app.tsx';
import { startI18n, toLocaleTag } from './lib/i18n.ts';
import { setWireLanguage } from './lib/api.ts';
import { readPageParams, readRoute } from './lib/page-params.ts';

const params = readPageParams(window.location.search);
// The Vite dev server serves the pages under the assets' base (/web/play/…); the game server at /play/….
const path = window.location.pathname.replace(/^\/web(?=\/)/, '');
document.documentElement.dataset['theme'] = params.theme;
setWireLanguage(params.language);
await startI18n(params.language);

mountApp(<App route={readRoute(path)} params={params} locale={toLocaleTag(params.language)} />);
